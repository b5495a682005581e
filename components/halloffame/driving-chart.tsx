/**
 * A bar chart of players per driving-distance band, drawn as SVG on the server (no chart library,
 * no JavaScript). Every bar carries its figure in text for screen readers and on hover.
 */
export function DrivingChart({ buckets, title, description, axis, barLabel }: { buckets: { from: number; to: number; players: number }[]; title: string; description: string; axis: string; barLabel: (bucket: { from: number; to: number; players: number }) => string }) {
  const width = 720;
  const height = 260;
  const pad = { top: 16, right: 12, bottom: 44, left: 44 };
  const max = Math.max(1, ...buckets.map((b) => b.players));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const bar = plotWidth / Math.max(1, buckets.length);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f));
  return (
    <figure className="rounded-xl border border-gray-200 p-4">
      <figcaption>
        <span className="font-bold">{title}</span>
        <span className="block text-sm text-gray-600">{description}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${title}. ${description}`} className="mt-3 h-auto w-full">
        {ticks.map((tick) => {
          const y = pad.top + plotHeight - (tick / max) * plotHeight;
          return (
            <g key={tick}>
              <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} stroke="#e5e7eb" />
              <text x={pad.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#4b5563">
                {tick}
              </text>
            </g>
          );
        })}
        {buckets.map((bucket, i) => {
          const h = (bucket.players / max) * plotHeight;
          const x = pad.left + i * bar;
          return (
            <g key={bucket.from}>
              <rect x={x + 2} y={pad.top + plotHeight - h} width={Math.max(1, bar - 4)} height={h} rx="2" className="fill-brand-600">
                <title>{barLabel(bucket)}</title>
              </rect>
              {(buckets.length <= 16 || i % 2 === 0) && (
                <text x={x + bar / 2} y={height - pad.bottom + 16} textAnchor="middle" fontSize="11" fill="#4b5563">
                  {bucket.from}
                </text>
              )}
            </g>
          );
        })}
        <text x={pad.left + plotWidth / 2} y={height - 6} textAnchor="middle" fontSize="12" fill="#374151">
          {axis}
        </text>
      </svg>
      <ul className="sr-only">
        {buckets.map((bucket) => (
          <li key={bucket.from}>{barLabel(bucket)}</li>
        ))}
      </ul>
    </figure>
  );
}
