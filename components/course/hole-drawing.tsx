import type { CourseHole } from '@/lib/upstream/operations/course';
import { alongPath, HOLE_VIEW, holePath } from './hole-geometry';

const colours = {
  rough: '#cfe3c0',
  fairway: '#6fb35a',
  green: '#3f9a3f',
  bunker: '#ecd9a0',
  water: '#5aa7d8',
  trees: '#2f6b3a',
  tee: '#ffffff',
};

/** A picture of one hole drawn from its data (par, length, dogleg, hazards); `label` describes it to screen readers. */
export function HoleDrawing({ hole, label }: { hole: CourseHole; label: string }) {
  const path = holePath(hole.distancewhite, hole.par, hole.dogleg);
  const line = `M${path.tee.x} ${path.tee.y - 10} L${path.bend.x} ${path.bend.y} L${path.green.x} ${path.green.y}`;
  return (
    <svg viewBox={`0 0 ${HOLE_VIEW.width} ${HOLE_VIEW.height}`} role="img" aria-label={label} className="h-auto w-full">
      <rect width={HOLE_VIEW.width} height={HOLE_VIEW.height} rx="8" fill={colours.rough} />
      <path d={line} fill="none" stroke={colours.fairway} strokeWidth={hole.par <= 3 ? 10 : 20} strokeLinecap="round" strokeLinejoin="round" />
      {hole.hazards.map((hazard, i) => {
        const { point, normal } = alongPath(path, hazard.at);
        const offset = hazard.side * 16;
        const x = point.x + normal.x * offset;
        const y = point.y + normal.y * offset;
        if (hazard.kind === 'trees') {
          return (
            <g key={i} fill={colours.trees}>
              <circle cx={x - 4} cy={y} r="4.5" />
              <circle cx={x + 4} cy={y - 3} r="4.5" />
              <circle cx={x + 2} cy={y + 5} r="4" />
            </g>
          );
        }
        const across = hazard.side === 0;
        return (
          <ellipse
            key={i}
            cx={x}
            cy={y}
            rx={hazard.kind === 'water' ? (across ? 24 : 11) : across ? 14 : 7}
            ry={hazard.kind === 'water' ? (across ? 8 : 16) : across ? 5 : 9}
            fill={colours[hazard.kind]}
          />
        );
      })}
      <circle cx={path.green.x} cy={path.green.y} r="10" fill={colours.green} />
      <line x1={path.green.x} y1={path.green.y} x2={path.green.x} y2={path.green.y - 14} stroke="#1f2937" strokeWidth="1.2" />
      <path d={`M${path.green.x} ${path.green.y - 14} l7 2.5 l-7 2.5z`} fill="#dc2626" />
      <rect x={path.tee.x - 7} y={path.tee.y - 4} width="14" height="8" rx="2" fill={colours.tee} stroke="#6b7280" strokeWidth="0.8" />
    </svg>
  );
}

export const holeColours = colours;
