/**
 * The console home's two charts, drawn on the server (no chart library, no script): rounds per venue
 * as labelled bars (the numbers are text beside them, so the chart reads without the picture) and
 * rounds per hour as columns, an image whose label gives every hour that had rounds.
 */

export function VenueBars({ rows, label, more }: { rows: { name: string; rounds: number }[]; label: string; more?: string }) {
  const max = Math.max(1, ...rows.map((row) => row.rounds));
  return (
    <div>
      <ol aria-label={label} className="space-y-1.5">
        {rows.map((row) => (
          <li key={row.name} className="grid grid-cols-[minmax(0,11rem)_1fr_3rem] items-center gap-3 text-sm">
            <span className="truncate" title={row.name}>
              {row.name}
            </span>
            <span aria-hidden="true" className="h-3 rounded-sm bg-gray-100">
              <span className="block h-3 rounded-sm bg-brand-700" style={{ width: `${Math.max(2, (row.rounds / max) * 100)}%` }} />
            </span>
            <span className="text-right font-semibold tabular-nums">{row.rounds}</span>
          </li>
        ))}
      </ol>
      {more && <p className="mt-2 text-sm text-gray-700">{more}</p>}
    </div>
  );
}

export function HourColumns({ counts, label, hourLabel }: { counts: number[]; label: string; hourLabel: (hour: number) => string }) {
  const max = Math.max(1, ...counts);
  const width = 24 * 12;
  const height = 80;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height + 14}`} role="img" aria-label={label} className="h-auto w-full max-w-xl" preserveAspectRatio="xMinYMin meet">
        {counts.map((count, hour) => {
          const h = count === 0 ? 0 : Math.max(2, (count / max) * height);
          return <rect key={hour} x={hour * 12 + 1} y={height - h} width={10} height={h} className="fill-brand-700" />;
        })}
        <line x1={0} x2={width} y1={height + 0.5} y2={height + 0.5} className="stroke-gray-400" />
        {[0, 6, 12, 18].map((hour) => (
          <text key={hour} x={hour * 12 + 1} y={height + 12} className="fill-gray-700 text-[9px]">
            {hourLabel(hour)}
          </text>
        ))}
      </svg>
    </figure>
  );
}
