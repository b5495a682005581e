import { niceTicks } from './chart-ticks';

/**
 * A small line chart drawn on the server as SVG (no chart library on the page). Its figures are also
 * in a table behind "Show the figures", so screen readers and keyboard users get them too.
 */
export interface TrendPoint {
  key: string | number;
  /** Short label of the point (a date). */
  label: string;
  value: number | null;
}

export function TrendChart({ title, points, format = (v) => String(v), figuresLabel, valueLabel, dateLabel, zeroLine = false }: {
  title: string;
  points: TrendPoint[];
  format?: (value: number) => string;
  figuresLabel: string;
  valueLabel: string;
  dateLabel: string;
  /** Draws the zero line (par) when it is within the range. */
  zeroLine?: boolean;
}) {
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const width = 600;
  const height = 200;
  const pad = { left: 8, right: 8, top: 10, bottom: 10 };
  // The axis runs over round values that hold every point (and par, with zeroLine).
  const ticks = niceTicks(Math.min(...values, zeroLine ? 0 : Infinity), Math.max(...values, zeroLine ? 0 : -Infinity));
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const span = max - min || 1;
  const x = (i: number) => pad.left + (points.length <= 1 ? (width - pad.left - pad.right) / 2 : (i / (points.length - 1)) * (width - pad.left - pad.right));
  const y = (v: number) => pad.top + ((max - v) / span) * (height - pad.top - pad.bottom);
  // A gap (no value yet) breaks the line.
  const segments: string[] = [];
  let current = '';
  points.forEach((p, i) => {
    if (p.value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const last = [...points].reverse().find((p) => p.value !== null);

  return (
    <figure className="rounded-xl border border-gray-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-gray-700">{title}</figcaption>
      {values.length ? (
        // The labels are HTML beside and below the drawing, not SVG text: the drawing shrinks with the
        // screen, and its text shrank with it to 8 px on a phone; these stay at 12 px (issue 26 item 10).
        <div className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2" data-testid="trend-chart">
          <div aria-hidden="true" className="relative min-w-8 text-right text-xs tabular-nums text-gray-600">
            {ticks.map((v) => (
              <span key={v} className="absolute right-0 -translate-y-1/2 whitespace-nowrap" style={{ top: `${(y(v) / height) * 100}%` }} data-tick>
                {format(v)}
              </span>
            ))}
            {/* The widest label sets the gutter's width. */}
            <span className="invisible block h-0 overflow-hidden whitespace-nowrap">{ticks.map((v) => format(v)).reduce((a, b) => (b.length > a.length ? b : a), '')}</span>
          </div>
          <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={`${title}: ${last ? `${last.label} ${format(last.value!)}` : ''}`}>
            {ticks.map((v) => (
              <line key={v} x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
            ))}
            {zeroLine && min <= 0 && max >= 0 && <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#9ca3af" strokeDasharray="4 4" />}
            {segments.map((d, i) => (
              <path key={i} d={d} fill="none" stroke="#15803d" strokeWidth="2.5" strokeLinejoin="round" />
            ))}
            {points.map((p, i) => (p.value === null ? null : <circle key={p.key} cx={x(i)} cy={y(p.value)} r="3.5" fill="#15803d" />))}
          </svg>
          {points.length > 0 && (
            <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between gap-2 text-xs tabular-nums text-gray-600">
              <span>{points[0].label}</span>
              {points.length > 1 && <span>{points.at(-1)!.label}</span>}
            </div>
          )}
        </div>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{figuresLabel}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="text-gray-600">
              <th scope="col" className="py-1 pr-4">{dateLabel}</th>
              <th scope="col" className="py-1">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.key} className="border-t border-gray-100">
                <td className="py-1 pr-4 tabular-nums">{p.label}</td>
                <td className="py-1 tabular-nums">{p.value === null ? '–' : format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
