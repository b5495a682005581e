/**
 * Members who leave after playing (issue 9 item 5): so the demo network shows "Withdrawn member" where
 * people look, the point leader of the season the hall of fame opens on withdrew three weeks ago (still restorable), the
 * third of that leaderboard was blocked by staff, and so was a winner of the oldest completed
 * mini-game. Their results stay where they are; the member API shows them without name, link or popup.
 * Runs once every result is written, so the choice follows the real standings. The demo member
 * never leaves.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../connect';
import { minigameEntries, minigameEvents, players, pointStandings } from '../schema';
import { DAY_MS } from './dates';

/** How long ago the point leader withdrew: well inside the year in which the account can be restored. */
const LEADER_WITHDREW_DAYS_AGO = 21;

export interface Departures {
  withdrawn: number[];
  blocked: number[];
}

export async function retireMembers(db: Database, { now, demoPk }: { now: Date; demoPk: number }): Promise<Departures> {
  // The season the hall of fame opens on: this one, or the latest with points (halloffame.ts).
  const seasons = (await db.selectDistinct({ season: pointStandings.season }).from(pointStandings)).map((row) => row.season);
  const season = seasons.includes(now.getUTCFullYear()) ? now.getUTCFullYear() : Math.max(...seasons);
  const leaders = await db
    .select({ playerPk: pointStandings.playerPk })
    .from(pointStandings)
    .innerJoin(players, eq(players.playerPk, pointStandings.playerPk))
    .where(and(eq(pointStandings.season, season), eq(pointStandings.kind, 'standard'), ne(pointStandings.playerPk, demoPk), eq(players.status, 'active')))
    .orderBy(desc(pointStandings.points), asc(pointStandings.playerPk))
    .limit(3);
  const [oldestMinigame] = await db
    .select({ eventno: minigameEvents.eventno })
    .from(minigameEvents)
    .where(eq(minigameEvents.status, 2))
    .orderBy(asc(minigameEvents.eventno))
    .limit(1);
  const winners = oldestMinigame
    ? await db
        .select({ playerPk: minigameEntries.playerPk })
        .from(minigameEntries)
        .innerJoin(players, eq(players.playerPk, minigameEntries.playerPk))
        .where(and(eq(minigameEntries.eventno, oldestMinigame.eventno), eq(minigameEntries.isWinner, true), ne(minigameEntries.playerPk, demoPk), eq(players.status, 'active')))
        .orderBy(asc(minigameEntries.rank), asc(minigameEntries.playerPk))
        .limit(1)
    : [];

  const withdrawn = leaders.slice(0, 1).map((row) => row.playerPk);
  const blocked = [...new Set([...leaders.slice(2, 3), ...winners].map((row) => row.playerPk))].filter((pk) => !withdrawn.includes(pk));
  if (withdrawn.length) {
    const at = new Date(now.getTime() - LEADER_WITHDREW_DAYS_AGO * DAY_MS);
    await db.update(players).set({ status: 'withdrawn', withdrawnAt: at, updatedAt: at }).where(inArray(players.playerPk, withdrawn));
  }
  if (blocked.length) await db.update(players).set({ status: 'blocked', updatedAt: now }).where(inArray(players.playerPk, blocked));
  return { withdrawn, blocked };
}
