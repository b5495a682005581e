import type { ReactElement } from 'react';
import type { CourseHole } from '@/lib/upstream/operations/course';
import { holeColours } from './hole-drawing';
import { ROUTING_VIEW, routeCourse } from './course-routing';

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Tree positions from a seed (xorshift): the same course name always gives the same landscape. */
function scatter(seed: number, count: number, width: number, height: number): { x: number; y: number; r: number }[] {
  let state = seed || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => ({ x: next() * width, y: next() * height, r: 5 + next() * 7 }));
}

/**
 * A course's holes routed as one drawing (course-routing.ts), without words: its trees (placed by the
 * course's name, so the same course always looks the same), fairways, hazards, clubhouse and greens
 * with their flags, as the children of an SVG in ROUTING_VIEW's coordinates. Plain shapes only: the
 * tournament poster and its sharing card (Satori, which draws no SVG text) draw the same course.
 */
export function courseLayers(holes: CourseHole[], name: string, { weight = 1 }: { weight?: number } = {}): { layers: ReactElement[]; routing: ReturnType<typeof routeCourse>; fairway: number } {
  const { width, height } = ROUTING_VIEW;
  const routing = routeCourse(holes);
  // `weight` thickens fairways, greens and flags for a drawing shown smaller (a poster).
  const fairway = Math.max(9, Math.min(22, 32 * routing.scale)) * weight;
  const trees = scatter(hash(name), 70, width, height);
  const layers = [
    <g key="trees" fill={holeColours.trees} opacity="0.55">
      {trees.map((tree, i) => (
        <circle key={i} cx={tree.x.toFixed(1)} cy={tree.y.toFixed(1)} r={tree.r.toFixed(1)} />
      ))}
    </g>,
    <g key="fairways" fill="none" stroke={holeColours.fairway} strokeLinecap="round" strokeLinejoin="round">
      {routing.holes.map((hole) => (
        <path key={hole.holeno} d={`M${hole.tee.x} ${hole.tee.y} L${hole.bend.x} ${hole.bend.y} L${hole.green.x} ${hole.green.y}`} strokeWidth={hole.par <= 3 ? fairway * 0.6 : fairway} />
      ))}
    </g>,
    ...routing.holes.flatMap((hole) =>
      hole.hazards.flatMap((hazard, i) =>
        hazard.kind === 'trees'
          ? []
          : [
              <ellipse
                key={`${hole.holeno}-${i}`}
                cx={hazard.at.x}
                cy={hazard.at.y}
                rx={hazard.kind === 'water' ? fairway * 0.9 : fairway * 0.35}
                ry={hazard.kind === 'water' ? fairway * 0.6 : fairway * 0.28}
                fill={holeColours[hazard.kind]}
              />,
            ],
      ),
    ),
    <g key="clubhouse">
      <rect x={routing.clubhouse.x - 14} y={routing.clubhouse.y - 10} width="28" height="20" rx="3" fill="#7c2d12" stroke="#ffffff" strokeWidth="2" />
      <path d={`M${routing.clubhouse.x - 17} ${routing.clubhouse.y - 9} L${routing.clubhouse.x} ${routing.clubhouse.y - 22} L${routing.clubhouse.x + 17} ${routing.clubhouse.y - 9}Z`} fill="#b45309" stroke="#ffffff" strokeWidth="2" />
    </g>,
    ...routing.holes.map((hole) => (
      <g key={`green-${hole.holeno}`}>
        <circle cx={hole.green.x} cy={hole.green.y} r={fairway * 0.55} fill={holeColours.green} />
        <line x1={hole.green.x} y1={hole.green.y} x2={hole.green.x} y2={hole.green.y - fairway} stroke="#1f2937" strokeWidth="1.5" />
        <path d={`M${hole.green.x} ${hole.green.y - fairway} l9 3 l-9 3z`} fill="#dc2626" />
      </g>
    )),
  ];
  return { layers, routing, fairway };
}

/**
 * A course's hero picture: its holes routed as one drawing (courseLayers), numbered at their tees, on
 * the course's ground. Inline SVG: it scales to any width and draws in the page's own font.
 */
export function CourseHero({ holes, name, label, className = '' }: { holes: CourseHole[]; name: string; label: string; className?: string }) {
  const { width, height } = ROUTING_VIEW;
  const { layers, routing } = courseLayers(holes, name);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className={`h-auto w-full ${className}`} data-course-hero>
      <defs>
        <linearGradient id="course-hero-ground" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9ebc9" />
          <stop offset="1" stopColor="#bcd9a6" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill="url(#course-hero-ground)" />
      {layers}
      {routing.holes.map((hole) => (
        <g key={hole.holeno}>
          <circle cx={hole.tee.x} cy={hole.tee.y} r="9" fill="#ffffff" stroke="#1f2937" strokeWidth="1" />
          <text x={hole.tee.x} y={hole.tee.y} dy="0.35em" textAnchor="middle" fontSize="10" fontWeight="700" fill="#111827">
            {hole.holeno}
          </text>
        </g>
      ))}
    </svg>
  );
}
