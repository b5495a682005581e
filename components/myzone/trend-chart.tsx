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
  const pad = { left: 44, right: 12, top: 12, bottom: 28 };
  const min = Math.min(...values, zeroLine ? 0 : Infinity);
  const max = Math.max(...values, zeroLine ? 0 : -Infinity);
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
        <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-auto w-full" role="img" aria-label={`${title}: ${last ? `${last.label} ${format(last.value!)}` : ''}`}>
          {[max, (max + min) / 2, min].map((v) => (
            <g key={v}>
              <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
              <text x={pad.left - 6} y={y(v) + 4} textAnchor="end" fontSize="14" fill="#4b5563">
                {format(Math.round(v * 10) / 10)}
              </text>
            </g>
          ))}
          {zeroLine && min <= 0 && max >= 0 && <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#9ca3af" strokeDasharray="4 4" />}
          {segments.map((d, i) => (
            <path key={i} d={d} fill="none" stroke="#15803d" strokeWidth="2.5" strokeLinejoin="round" />
          ))}
          {points.map((p, i) => (p.value === null ? null : <circle key={p.key} cx={x(i)} cy={y(p.value)} r="3.5" fill="#15803d" />))}
          {points.length > 0 && (
            <>
              <text x={x(0)} y={height - 6} fontSize="14" fill="#4b5563" textAnchor="start">{points[0].label}</text>
              <text x={x(points.length - 1)} y={height - 6} fontSize="14" fill="#4b5563" textAnchor="end">{points.at(-1)!.label}</text>
            </>
          )}
        </svg>
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
