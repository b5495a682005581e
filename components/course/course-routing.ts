import type { CourseHole } from '@/lib/upstream/operations/course';

/**
 * The routing of a course drawn as one picture, from its holes alone: the front nine leave the
 * clubhouse and loop back to it one way, the back nine the other way (the classic "returning
 * nines"). Each hole runs its real length (white tees) in its loop's heading, bends by its dogleg
 * after 60% of it, and the next tee starts a short walk from its green. The whole is then scaled
 * into the frame.
 */
export interface Pt {
  x: number;
  y: number;
}

export interface RoutedHole {
  holeno: number;
  par: number;
  tee: Pt;
  bend: Pt;
  green: Pt;
  hazards: { kind: CourseHole['hazards'][number]['kind']; at: Pt; across: boolean }[];
}

export const ROUTING_VIEW = { width: 960, height: 400, pad: 36 } as const;

const WALK_M = 40;

function step(from: Pt, headingDeg: number, metres: number): Pt {
  const r = (headingDeg * Math.PI) / 180;
  return { x: from.x + Math.sin(r) * metres, y: from.y - Math.cos(r) * metres };
}

function lerp(a: Pt, b: Pt, t: number): Pt {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

export function routeCourse(holes: CourseHole[]): { holes: RoutedHole[]; clubhouse: Pt; scale: number } {
  const sorted = [...holes].sort((a, b) => a.holeno - b.holeno);
  const raw: RoutedHole[] = [];
  const clubhouse = { x: 0, y: 0 };
  sorted.forEach((hole, index) => {
    const nine = index < 9 ? 0 : 1;
    const k = index % 9;
    if (k === 0) raw.push(); // a new loop starts at the clubhouse
    const start = k === 0 ? step(clubhouse, nine === 0 ? -60 : 60, WALK_M) : step(raw[index - 1].green, 0, 0);
    // Front nine turn left (anticlockwise), back nine right: each loop's headings sweep 360°.
    const heading = nine === 0 ? -60 - k * 40 : 60 + k * 40;
    const length = Math.max(90, hole.distancewhite);
    const straight = hole.par <= 3;
    const first = straight ? length : length * 0.6;
    const bend = step(start, heading, first);
    const green = step(bend, heading + (straight ? 0 : Math.max(-60, Math.min(60, hole.dogleg))), length - first);
    const tee = k === 0 ? start : step(start, heading, WALK_M);
    const hazards = hole.hazards.map((hazard) => {
      const along = hazard.at <= 0.6 || straight ? lerp(tee, bend, straight ? hazard.at : hazard.at / 0.6) : lerp(bend, green, (hazard.at - 0.6) / 0.4);
      const dx = (straight ? bend.x - tee.x : green.x - bend.x) || 0;
      const dy = (straight ? bend.y - tee.y : green.y - bend.y) || 1;
      const n = Math.hypot(dx, dy) || 1;
      const offset = hazard.side * 28;
      return { kind: hazard.kind, at: { x: along.x + (-dy / n) * offset, y: along.y + (dx / n) * offset }, across: hazard.side === 0 };
    });
    raw[index] = { holeno: hole.holeno, par: hole.par, tee, bend, green, hazards };
  });

  const points = [clubhouse, ...raw.flatMap((h) => [h.tee, h.bend, h.green])];
  const minX = Math.min(...points.map((p) => p.x));
  const maxX = Math.max(...points.map((p) => p.x));
  const minY = Math.min(...points.map((p) => p.y));
  const maxY = Math.max(...points.map((p) => p.y));
  const { width, height, pad } = ROUTING_VIEW;
  const scale = Math.min((width - 2 * pad) / Math.max(1, maxX - minX), (height - 2 * pad) / Math.max(1, maxY - minY));
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  const fit = (p: Pt): Pt => ({ x: Math.round(((p.x - minX) * scale + offsetX) * 10) / 10, y: Math.round(((p.y - minY) * scale + offsetY) * 10) / 10 });
  return {
    clubhouse: fit(clubhouse),
    scale,
    holes: raw.map((h) => ({ ...h, tee: fit(h.tee), bend: fit(h.bend), green: fit(h.green), hazards: h.hazards.map((z) => ({ ...z, at: fit(z.at) })) })),
  };
}
