type Bucket = { from: number; to: number; players: number };

/**
 * A bar chart of players per driving-distance band, drawn as SVG on the server (no chart library,
 * no JavaScript). Every bar carries its figure in text for screen readers and on hover.
 *
 * An SVG scales its text with its width, so one drawing cannot suit both screens: the 720-unit one
 * shrinks its 11-unit labels to about 5 px on a 390 px phone. Phones get their own drawing, 340 units
 * wide (about its width in CSS pixels there), with fewer, larger labels; CSS shows one of the two.
 */
export function DrivingChart({ buckets, title, description, axis, barLabel }: { buckets: Bucket[]; title: string; description: string; axis: string; barLabel: (bucket: Bucket) => string }) {
  return (
    <figure className="rounded-xl border border-gray-200 p-4">
      <figcaption>
        <span className="font-bold">{title}</span>
        <span className="block text-sm text-gray-600">{description}</span>
      </figcaption>
      <Bars buckets={buckets} width={340} height={240} fontSize={12} label={`${title}. ${description}`} axis={axis} barLabel={barLabel} className="mt-3 h-auto w-full sm:hidden" />
      <Bars buckets={buckets} width={720} height={260} fontSize={11} label={`${title}. ${description}`} axis={axis} barLabel={barLabel} className="mt-3 hidden h-auto w-full sm:block" />
      <ul className="sr-only">
        {buckets.map((bucket) => (
          <li key={bucket.from}>{barLabel(bucket)}</li>
        ))}
      </ul>
    </figure>
  );
}

function Bars({ buckets, width, height, fontSize, label, axis, barLabel, className }: { buckets: Bucket[]; width: number; height: number; fontSize: number; label: string; axis: string; barLabel: (bucket: Bucket) => string; className: string }) {
  const pad = { top: 16, right: 8, bottom: fontSize * 4, left: fontSize * 3.5 };
  const max = Math.max(1, ...buckets.map((b) => b.players));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const bar = plotWidth / Math.max(1, buckets.length);
  // A band label is about three digits wide: label every n-th band so labels never touch.
  const every = Math.max(1, Math.ceil((fontSize * 2.6) / bar));
  const ticks = [...new Set([0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f)))];
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className={className}>
      {ticks.map((tick) => {
        const y = pad.top + plotHeight - (tick / max) * plotHeight;
        return (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} stroke="#e5e7eb" />
            <text x={pad.left - 6} y={y + fontSize / 3} textAnchor="end" fontSize={fontSize} fill="#4b5563">
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
            <rect x={x + Math.min(2, bar / 6)} y={pad.top + plotHeight - h} width={Math.max(1, bar - Math.min(4, bar / 3))} height={h} rx="2" className="fill-brand-600">
              <title>{barLabel(bucket)}</title>
            </rect>
            {i % every === 0 && (
              <text x={x + bar / 2} y={height - pad.bottom + fontSize * 1.5} textAnchor="middle" fontSize={fontSize} fill="#4b5563">
                {bucket.from}
              </text>
            )}
          </g>
        );
      })}
      <text x={pad.left + plotWidth / 2} y={height - fontSize / 2} textAnchor="middle" fontSize={fontSize + 1} fill="#374151">
        {axis}
      </text>
    </svg>
  );
}
