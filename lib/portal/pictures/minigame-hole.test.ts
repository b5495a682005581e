import type { CourseHole } from '@/lib/upstream/operations/course';
import { minigameHole, minigamePar } from './minigame-hole';

const hole = (holeno: number, par: number): CourseHole => ({ holeno, par, strokeindex: holeno, distanceblue: 0, distancewhite: par * 100, distancered: 0, distanceyellow: 0, dogleg: 1, hazards: [{ kind: 'bunker', at: 0.8, side: 1 } as never] });
const course = [hole(1, 4), hole(2, 5), hole(3, 3), hole(4, 4)];

describe('the hole a mini-game card draws (issue 26 item 14)', () => {
  it('knows the par each event type is about', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(minigamePar)).toEqual([4, 3, 5, 5, 5, 5, 4, 4, 4, 4, 3, 4, 3]);
  });
  it('draws the event’s own hole, else the first of its par on its course, else a plain hole of that par', () => {
    expect(minigameHole(10, course, 4)).toBe(course[3]);
    expect(minigameHole(1, course, null)).toBe(course[2]);
    expect(minigameHole(3, course, null)).toBe(course[1]);
    const plain = minigameHole(1, null, null);
    expect(plain).toMatchObject({ par: 3, distancewhite: 150, hazards: [] });
  });
});
