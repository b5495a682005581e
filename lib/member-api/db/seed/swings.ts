/**
 * Swing records: clips the bays' cameras took of members' shots, with the launch monitor's club and
 * ball data (issue 9, MyZone's myswing). The demo member has a handful; about one active member in
 * ten has one to six. Figures follow each member's driver length: shorter clubs scale it down with
 * typical smash factors, launch angles and spins. Every record names the first of the demo network's
 * encoded clips (swing-clips.ts, written to storage at start and shared with the lessons): a bay's
 * camera captures on the same fixed timing every time, which that clip follows (the member API's
 * BAY_STAGE_TIMES), so a swing published as a netizen lesson seeks the right frames.
 */
import type { swings } from '../schema';
import { DAY_MS, HOUR_MS } from './dates';
import type { PlayerSeed } from './players';
import { Random, round } from './random';
import { SWING_CLIPS } from './swing-clips';

/** The clip every bay record shows (see above). */
const BAY_CLIP = SWING_CLIPS[0];
import type { TableWriter } from './writer';

/** Per club type (spec §3: 1 driver … 5 wedge; no putts): share of the driver's distance, smash factor, launch, back spin, carry share. */
const CLUBS: Record<number, { distance: number; smash: number; launch: number; spin: number; carry: number }> = {
  1: { distance: 1, smash: 1.46, launch: 12, spin: 2700, carry: 0.9 },
  2: { distance: 0.88, smash: 1.44, launch: 11, spin: 3600, carry: 0.91 },
  3: { distance: 0.8, smash: 1.4, launch: 13, spin: 4300, carry: 0.92 },
  4: { distance: 0.66, smash: 1.33, launch: 18, spin: 6200, carry: 0.94 },
  5: { distance: 0.45, smash: 1.2, launch: 28, spin: 8800, carry: 0.96 },
};

/** Spec §3 ball shapes: the start direction (−1 pull, 0 straight, 1 push) and the curve (−1 hook, 0 none, 1 slice). */
const SHAPES: Record<number, { start: number; curve: number }> = {
  1: { start: 0, curve: 0 },
  2: { start: 0, curve: -1 },
  3: { start: 0, curve: 1 },
  4: { start: -1, curve: 0 },
  5: { start: -1, curve: -1 },
  6: { start: -1, curve: 1 },
  7: { start: 1, curve: 0 },
  8: { start: 1, curve: -1 },
  9: { start: 1, curve: 1 },
};

export interface SwingsContext {
  seed: number;
  now: Date;
  players: PlayerSeed[];
  verifiedCount: number;
  firstSwingno: number;
  swings: TableWriter<typeof swings>;
}

export async function generateSwings(ctx: SwingsContext): Promise<number> {
  const nowMs = ctx.now.getTime();
  let swingno = ctx.firstSwingno;
  for (let index = 0; index < ctx.verifiedCount; index++) {
    const player = ctx.players[index];
    if (player.status !== 'active') continue;
    const r = Random.derive(ctx.seed, 'swings', index);
    const demo = index === 0;
    if (!demo && !r.chance(0.1)) continue;
    const count = demo ? 9 : r.int(1, 6);
    for (let k = 0; k < count; k++) {
      const clubType = demo ? [1, 4, 1, 5, 2, 1, 4, 3, 1][k] : r.weighted([1, 2, 3, 4, 5], [8, 2, 2, 6, 3]);
      const club = CLUBS[clubType];
      const shape = r.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9], [8, 3, 5, 2, 1, 2, 2, 1, 2]);
      const { start, curve } = SHAPES[shape];
      const total = player.driver * club.distance * r.float(0.92, 1.05);
      // A driver's total distance in metres is about 3.6 times its ball speed in m/s.
      const ballSpeed = (player.driver * club.distance) / 3.6 * r.float(0.97, 1.03);
      const recordedMs = Math.max(player.joinedMs + DAY_MS, nowMs - r.int(1, 400) * DAY_MS + r.int(9, 22) * HOUR_MS);
      await ctx.swings.push({
        swingno,
        playerPk: player.pk,
        shopno: player.homeStore,
        roundno: null,
        recordedAt: new Date(recordedMs),
        clubType,
        clubSpeed: round(ballSpeed / (club.smash * r.float(0.96, 1.01)), 1),
        ballSpeed: round(ballSpeed, 1),
        launchAngle: round(club.launch + r.float(-2.5, 2.5), 1),
        launchDirection: round(start * r.float(1.5, 5) + r.float(-0.8, 0.8), 1),
        backSpin: Math.round(club.spin * r.float(0.85, 1.2)),
        sideSpin: Math.round(curve * r.float(300, 1200) + r.float(-150, 150)),
        carry: round(total * club.carry, 1),
        total: round(total, 1),
        ballShape: shape,
        videoPath: BAY_CLIP.videoPath,
        posterPath: BAY_CLIP.posterPath,
        lessonno: null,
      });
      swingno++;
    }
  }
  await ctx.swings.close();
  return swingno - ctx.firstSwingno;
}
