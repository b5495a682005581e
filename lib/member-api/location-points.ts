import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { players, pointLedger, tournaments } from '@/lib/db/schema';

/**
 * Location points (spec §8 "a changed favourite store resets location points"): the points a member
 * earned in tournaments held at their favourite venue since it became the favourite
 * (players.favorite_since, or since joining). Choosing another venue starts the count again.
 */
export async function locationPoints(db: Database, playerPk: number): Promise<number> {
  const [player] = await db
    .select({ shopno: players.shopno, since: players.favoriteSince, joined: players.createdAt })
    .from(players)
    .where(eq(players.playerPk, playerPk));
  if (!player?.shopno) return 0;
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${pointLedger.points}), 0)::int` })
    .from(pointLedger)
    .innerJoin(tournaments, eq(tournaments.tournamentno, pointLedger.tournamentno))
    .where(and(eq(pointLedger.playerPk, playerPk), eq(tournaments.shopno, player.shopno), gte(pointLedger.createdAt, player.since ?? player.joined)));
  return Number(row?.points ?? 0);
}

/** Makes `shopno` the favourite venue from `now`: the location points count from zero again. */
export async function resetLocationPoints(db: Database, playerPk: number, shopno: number, now: Date): Promise<void> {
  await db.update(players).set({ shopno, favoriteSince: now, updatedAt: now }).where(eq(players.playerPk, playerPk));
}
