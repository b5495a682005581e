import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { players } from '@/lib/member-api/db/schema';
import { locationPoints as locationPointsOf } from '@/lib/shared/domain/xpoint';
import { xpointActivity } from './records';

/**
 * Location points (spec §8 "a changed favourite store resets location points"), by the one
 * definition in lib/shared/domain/xpoint: the X-Points earned at the favourite venue since it was chosen
 * (players.favorite_since, or since joining).
 */
export async function locationPoints(db: Database, playerPk: number): Promise<number> {
  const [player] = await db.select({ shopno: players.shopno, since: players.favoriteSince }).from(players).where(eq(players.playerPk, playerPk));
  if (!player?.shopno) return 0;
  const { entries } = await xpointActivity(db, playerPk);
  return locationPointsOf(entries, { shopno: player.shopno, since: player.since?.toISOString() ?? null });
}

/** Makes `shopno` the favourite venue from `now`: the location points count from zero again. */
export async function resetLocationPoints(db: Database, playerPk: number, shopno: number, now: Date): Promise<void> {
  await db.update(players).set({ shopno, favoriteSince: now, updatedAt: now }).where(eq(players.playerPk, playerPk));
}
