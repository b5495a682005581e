import fs from 'node:fs';
import path from 'node:path';
import { componentSources } from '@/tests/support/sources';

describe('motion', () => {
  // A member who asks for less motion (prefers-reduced-motion) sees no endless pulse or ping: a live
  // dot, a skeleton and a loading line stand still, and still say what they say in words or shape.
  // It also spares the machine: in headless Chromium one pulsing dot kept a core busy (13 s of CPU in
  // 10 s on the tournament schedule), and the end-to-end tests run with reduced motion.
  it('stops every looping animation when reduced motion is asked for', () => {
    const root = path.resolve(__dirname, '../..');
    const unstopped: string[] = [];
    for (const file of [...componentSources(path.join(root, 'app')), ...componentSources(path.join(root, 'components'))]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/className=(?:"[^"]*"|\{`[^`]*`\})/g)) {
        if (/\banimate-(?:pulse|ping|spin|bounce)\b/.test(match[0]) && !/\bmotion-reduce:animate-none\b/.test(match[0])) {
          unstopped.push(`${path.relative(root, file)}:${text.slice(0, match.index).split('\n').length}`);
        }
      }
    }
    expect(unstopped).toEqual([]);
  });
});
