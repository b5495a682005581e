/**
 * A venue's picture, drawn from its data: the front of the venue with one simulator bay per
 * simulator it has (a screen with a fairway on it and a golfer at the tee), its sign in the colour of
 * its kind (corporate-owned green, franchise navy), and a sky by the venue's latitude (palm-warm near
 * the equator, cooler further out). Decorative: the page states the same facts in words.
 */
export function VenuePicture({ simulators, storetype, latitude, className = '' }: { simulators: number; storetype: number; latitude: number; className?: string }) {
  const bays = Math.max(1, Math.min(12, simulators));
  const columns = Math.min(bays, 6);
  const rows = Math.ceil(bays / columns);
  const bayWidth = 520 / columns;
  const bayHeight = rows === 1 ? 150 : 84;
  const sign = storetype === 1 ? '#115c31' : '#1e3a8a';
  const warm = Math.abs(latitude) < 30;
  return (
    <svg viewBox="0 0 640 360" aria-hidden="true" className={`h-auto w-full ${className}`} data-venue-picture>
      <rect width="640" height="360" fill={warm ? '#fde7c4' : '#dbeafe'} />
      <rect x="40" y="40" width="560" height="300" rx="8" fill="#1f2937" />
      <rect x="40" y="40" width="560" height="48" rx="8" fill={sign} />
      <circle cx="80" cy="64" r="14" fill="#f5c542" />
      <rect x="104" y="58" width="160" height="12" rx="6" fill="#ffffff" opacity=".9" />
      {Array.from({ length: bays }, (_, i) => {
        const col = i % columns;
        const row = Math.floor(i / columns);
        const x = 60 + col * bayWidth;
        const y = 104 + row * (bayHeight + 12);
        const w = bayWidth - 12;
        return (
          <g key={i}>
            <rect x={x} y={y} width={w} height={bayHeight} rx="4" fill="#0b3d2e" />
            <path d={`M${x} ${y + bayHeight * 0.62} Q${x + w / 2} ${y + bayHeight * 0.45} ${x + w} ${y + bayHeight * 0.6} V${y + bayHeight} H${x}Z`} fill="#22c55e" />
            <rect x={x} y={y} width={w} height={bayHeight * 0.5} fill="#7dd3fc" opacity=".7" />
            <path d={`M${x + w * 0.7} ${y + bayHeight * 0.55} v${-bayHeight * 0.25}`} stroke="#ffffff" strokeWidth="1.5" />
            <path d={`M${x + w * 0.7} ${y + bayHeight * 0.3} l${w * 0.08} ${bayHeight * 0.04} l${-w * 0.08} ${bayHeight * 0.04}z`} fill="#ef4444" />
            <circle cx={x + w * 0.3} cy={y + bayHeight * 0.7} r={Math.max(3, bayHeight * 0.06)} fill="#f8fafc" />
            <path d={`M${x + w * 0.3} ${y + bayHeight * 0.76} v${bayHeight * 0.16}`} stroke="#f8fafc" strokeWidth={Math.max(2, bayHeight * 0.04)} strokeLinecap="round" />
          </g>
        );
      })}
      <rect x="40" y="330" width="560" height="10" fill="#6b7280" />
    </svg>
  );
}
