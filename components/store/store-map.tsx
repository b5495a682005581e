import type { StoreNearby } from '@/lib/upstream/operations/store';

const SIZE = 400;
const KM_PER_DEG_LAT = 110.57;

/** A round scale-bar length (1, 2, 5, 10, 20, 50 ... km) of about a third of the radius shown. */
export function scaleKm(radiusKm: number): number {
  const target = radiusKm / 2;
  const steps = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];
  return steps.reduce((best, step) => (Math.abs(step - target) < Math.abs(best - target) ? step : best), steps[0]);
}

/**
 * A static map drawn from coordinates alone (no tile server is reachable): a local equirectangular
 * projection centred on the venue, a kilometre grid, the venue and the nearby venues within the frame.
 * Nearby venues are numbered as in the list beside the map.
 */
export function StoreMap({
  latitude,
  longitude,
  nearby,
  label,
  scaleLabel,
}: {
  latitude: number;
  longitude: number;
  nearby: StoreNearby[];
  label: (km: number) => string;
  scaleLabel: (km: number) => string;
}) {
  const close = nearby.filter((n) => n.distancekm <= 60);
  const radiusKm = Math.max(3, Math.min(60, (close.length ? Math.max(...close.map((n) => n.distancekm)) : 3) * 1.15));
  const pxPerKm = SIZE / 2 / radiusKm;
  const kmPerDegLng = 111.32 * Math.cos((latitude * Math.PI) / 180);
  const project = (lat: number, lng: number) => ({
    x: SIZE / 2 + (lng - longitude) * kmPerDegLng * pxPerKm,
    y: SIZE / 2 - (lat - latitude) * KM_PER_DEG_LAT * pxPerKm,
  });
  const scale = scaleKm(radiusKm);
  const grid: number[] = [];
  for (let d = scale; d * pxPerKm < SIZE / 2; d += scale) grid.push(d);

  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label(scale)} className="h-auto w-full rounded-xl border border-gray-200 bg-[#eef4ea]">
      <g stroke="#d3dfcc" strokeWidth="1">
        {grid.flatMap((d) => [
          <line key={`v${d}`} x1={SIZE / 2 + d * pxPerKm} x2={SIZE / 2 + d * pxPerKm} y1="0" y2={SIZE} />,
          <line key={`v-${d}`} x1={SIZE / 2 - d * pxPerKm} x2={SIZE / 2 - d * pxPerKm} y1="0" y2={SIZE} />,
          <line key={`h${d}`} y1={SIZE / 2 + d * pxPerKm} y2={SIZE / 2 + d * pxPerKm} x1="0" x2={SIZE} />,
          <line key={`h-${d}`} y1={SIZE / 2 - d * pxPerKm} y2={SIZE / 2 - d * pxPerKm} x1="0" x2={SIZE} />,
        ])}
      </g>
      <g stroke="#b9c9b0" strokeWidth="1" fill="none">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={scale * pxPerKm} strokeDasharray="4 4" />
      </g>
      <g fontSize="11" fontWeight="700" textAnchor="middle">
        {close.map((n, i) => {
          const p = project(n.latitude, n.longitude);
          if (p.x < 8 || p.x > SIZE - 8 || p.y < 8 || p.y > SIZE - 8) return null;
          return (
            <g key={n.shopno}>
              <circle cx={p.x} cy={p.y} r="9" fill="#ffffff" stroke="#475569" strokeWidth="1.5" />
              <text x={p.x} y={p.y + 4} fill="#1f2937">
                {nearby.indexOf(n) + 1 || i + 1}
              </text>
            </g>
          );
        })}
      </g>
      <g>
        <path d={`M${SIZE / 2} ${SIZE / 2} l-10 -22 a11 11 0 1 1 20 0 z`} fill="#b91c1c" stroke="#7f1d1d" strokeWidth="1.5" />
        <circle cx={SIZE / 2} cy={SIZE / 2 - 26} r="4" fill="#ffffff" />
      </g>
      <g fontSize="12" fill="#1f2937">
        <text x={SIZE - 20} y="24" textAnchor="middle" fontWeight="700">N</text>
        <path d={`M${SIZE - 20} 30 l-5 12 l5 -3 l5 3 z`} fill="#1f2937" />
        <line x1="16" x2={16 + scale * pxPerKm} y1={SIZE - 18} y2={SIZE - 18} stroke="#1f2937" strokeWidth="3" />
        <text x="16" y={SIZE - 26}>{scaleLabel(scale)}</text>
      </g>
    </svg>
  );
}
