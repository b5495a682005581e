/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { niceTicks } from './chart-ticks';
import { TrendChart } from './trend-chart';

describe('niceTicks', () => {
  it('runs over round values that hold the data', () => {
    expect(niceTicks(12.3, 14.7)).toEqual([12, 13, 14, 15]);
    expect(niceTicks(-3, 7)).toEqual([-5, 0, 5, 10]);
    expect(niceTicks(0.31, 0.58)).toEqual([0.3, 0.4, 0.5, 0.6]);
    expect(niceTicks(18, 18)).toEqual([16, 18, 20]);
  });
});

describe('TrendChart (issue 26 item 10)', () => {
  const points = [
    { key: 1, label: 'Jan 3', value: 12.3 },
    { key: 2, label: 'Feb 9', value: 14.7 },
    { key: 3, label: 'Mar 1', value: 13.1 },
  ];

  it('labels its axis with round values in 12 px HTML text, not SVG text that shrinks with the drawing', () => {
    const { container } = render(<TrendChart title="Handicap" points={points} figuresLabel="Show the figures" valueLabel="Handicap" dateLabel="Date" format={(v) => v.toFixed(1)} />);
    expect(container.querySelectorAll('svg text')).toHaveLength(0);
    const ticks = [...container.querySelectorAll('[data-tick]')];
    expect(ticks.map((tick) => tick.textContent)).toEqual(['12.0', '13.0', '14.0', '15.0']);
    for (const tick of ticks) expect(tick.parentElement).toHaveClass('text-xs');
    expect(screen.getByTestId('trend-chart')).toHaveTextContent('Jan 3');
  });
});
