/**
 * Geometry of a hole drawing, from the hole's data alone: a fairway that runs up from the tee,
 * bends by `dogleg` degrees (negative bends left) 60% of the way, and ends on the green; hazards sit
 * at their fraction of the hole's length, left, right or across the line of play.
 */
export interface Point {
  x: number;
  y: number;
}

export const HOLE_VIEW = { width: 120, height: 240 } as const;
const TEE: Point = { x: 60, y: 222 };
const MARGIN = 14;

/** Drawn length in view units: longer holes are drawn longer, within the frame. */
export function drawnLength(metres: number): number {
  return Math.max(80, Math.min(196, 50 + metres * 0.27));
}

export function holePath(metres: number, par: number, dogleg: number): { tee: Point; bend: Point; green: Point; length: number } {
  const length = drawnLength(metres);
  // Par 3s are drawn straight: a dogleg needs a second shot to play around it.
  const angle = ((par <= 3 ? 0 : Math.max(-60, Math.min(60, dogleg))) * Math.PI) / 180;
  const first = par <= 3 ? length : length * 0.6;
  const bend = { x: TEE.x, y: TEE.y - first };
  const rest = length - first;
  const green = {
    x: Math.max(MARGIN, Math.min(HOLE_VIEW.width - MARGIN, bend.x + Math.sin(angle) * rest)),
    y: Math.max(MARGIN, bend.y - Math.cos(angle) * rest),
  };
  return { tee: TEE, bend, green, length };
}

/** The point at `fraction` (0 tee .. 1 green) along tee → bend → green, and the unit normal to the right of play there. */
export function alongPath(path: { tee: Point; bend: Point; green: Point }, fraction: number): { point: Point; normal: Point } {
  const seg1 = Math.hypot(path.bend.x - path.tee.x, path.bend.y - path.tee.y);
  const seg2 = Math.hypot(path.green.x - path.bend.x, path.green.y - path.bend.y);
  const at = Math.max(0, Math.min(1, fraction)) * (seg1 + seg2);
  const [from, to, t] = at <= seg1 || seg2 === 0 ? [path.tee, path.bend, seg1 ? at / seg1 : 0] : [path.bend, path.green, (at - seg1) / seg2];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const norm = Math.hypot(dx, dy) || 1;
  // (−dy, dx) is the direction d turned a quarter clockwise on screen (y grows downwards): the golfer's right.
  return { point: { x: from.x + dx * t, y: from.y + dy * t }, normal: { x: -dy / norm, y: dx / norm } };
}
