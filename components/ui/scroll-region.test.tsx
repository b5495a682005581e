/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { componentSources } from '@/tests/support/sources';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a named region the keyboard can reach', () => {
    render(
      <ScrollRegion label="Scorecard" data-nine-from={1}>
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Scorecard' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(region).toHaveAttribute('data-nine-from', '1');
  });
});

describe('sideways scrollers (issue 26 item 9)', () => {
  it('are all ScrollRegions: no bare <div> scrolls sideways around a table or scorecard', () => {
    const root = path.resolve(__dirname, '../..');
    const bare: string[] = [];
    for (const file of [...componentSources(path.join(root, 'app')), ...componentSources(path.join(root, 'components'))]) {
      if (file.endsWith(path.join('ui', 'scroll-region.tsx'))) continue;
      const text = fs.readFileSync(file, 'utf8');
      // A nav or list of links scrolls too, but its links take the focus: only a <div> holds content
      // the keyboard could not reach otherwise.
      for (const match of text.matchAll(/<div\b[^>]*className=[^>]*\boverflow-(?:x-)?auto\b[^>]*>/g)) {
        const line = text.slice(0, match.index).split('\n').length;
        bare.push(`${path.relative(root, file)}:${line}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
