import type { CourseHole } from '@/lib/upstream/operations/course';

/**
 * The par of the hole a mini-game is about (spec §3 event types): a hole-in-one and the nearpin
 * events on a par 3; an albatross and the par-5 scores on a par 5; the par-4 scores, the longest
 * drives and the total on a par 4.
 */
export function minigamePar(eventType: number): 3 | 4 | 5 {
  if (eventType === 1 || eventType === 10 || eventType === 12) return 3;
  if (eventType >= 2 && eventType <= 5) return 5;
  return 4;
}

/** A typical hole of a par (white-tee metres), for an event played on no particular course. */
const TYPICAL_METRES = { 3: 150, 4: 360, 5: 480 } as const;

/**
 * The hole a mini-game card draws (issue 26 item 14): the event's own hole when it names one; else the
 * first hole of the event's par on its course; else a plain hole of that par (an illustration of the
 * challenge, with no hazards invented).
 */
export function minigameHole(eventType: number, holes: CourseHole[] | null, holeno: number | null): CourseHole {
  const par = minigamePar(eventType);
  const own = holes && holeno ? holes.find((hole) => hole.holeno === holeno) : undefined;
  if (own) return own;
  const ofPar = holes?.find((hole) => hole.par === par);
  if (ofPar) return ofPar;
  const metres = TYPICAL_METRES[par];
  return { holeno: 1, par, strokeindex: 1, distanceblue: metres + 15, distancewhite: metres, distancered: metres - 40, distanceyellow: metres - 20, dogleg: 0, hazards: [] };
}
