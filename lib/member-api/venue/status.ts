import 'server-only';
import { and, count, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { minigameEntries, minigameEvents, playerBadges, players, pointLedger, pointStandings, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { ROOKIE_TOURNAMENTS } from '@/lib/shared/domain/badges';
import { EVENT_STATUS, TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { orderOfMeritPoints, standardPoints } from '@/lib/shared/domain/points';
import { RANK_TYPE_BASES } from '@/lib/shared/domain/ranking';
import { forgetOldNonces } from './ingest';
import { rerankTournament } from './rerank';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Tournaments and mini-games that run themselves (issue 11 item 4): ready → playing at the start,
 * playing → completed at the end, and at completion the ranking is frozen, points (spec §9) and
 * badges awarded, mini-game winners marked.
 *
 * Exactly once, on any number of instances running this at the same moment: each completion is one
 * transaction that first locks the tournament's (or event's) row with SELECT … FOR UPDATE and checks
 * it is still open. A second runner waits on that lock, then PostgreSQL re-checks its WHERE on the
 * committed row, finds it completed and skips it; so the ledger gets one award per finisher however
 * often and wherever the job runs. Starting play is a single conditional UPDATE (atomic too).
 */

export interface StatusReport {
  tournamentsStarted: number[];
  tournamentsCompleted: number[];
  eventsStarted: number[];
  eventsCompleted: number[];
  pointsAwarded: number;
  noncesForgotten: number;
}

export async function advanceStatuses(db: Database, now = new Date()): Promise<StatusReport> {
  const started = await db
    .update(tournaments)
    .set({ status: TOURNAMENT_STATUS.playing })
    .where(and(eq(tournaments.status, TOURNAMENT_STATUS.ready), lte(tournaments.startsAt, now), gt(tournaments.endsAt, now)))
    .returning({ tournamentno: tournaments.tournamentno });

  const due = await db
    .select({ tournamentno: tournaments.tournamentno })
    .from(tournaments)
    .where(and(inArray(tournaments.status, [TOURNAMENT_STATUS.ready, TOURNAMENT_STATUS.playing]), lte(tournaments.endsAt, now)));
  const completed: number[] = [];
  let pointsAwarded = 0;
  for (const { tournamentno } of due) {
    const awarded = await db.transaction((tx) => completeTournament(tx, tournamentno, now));
    if (awarded !== undefined) {
      completed.push(tournamentno);
      pointsAwarded += awarded;
    }
  }

  const eventsStarted = await db
    .update(minigameEvents)
    .set({ status: EVENT_STATUS.playing })
    .where(and(eq(minigameEvents.status, EVENT_STATUS.ready), lte(minigameEvents.startsAt, now), gt(minigameEvents.endsAt, now)))
    .returning({ eventno: minigameEvents.eventno });
  const dueEvents = await db
    .select({ eventno: minigameEvents.eventno })
    .from(minigameEvents)
    .where(and(inArray(minigameEvents.status, [EVENT_STATUS.ready, EVENT_STATUS.playing]), lte(minigameEvents.endsAt, now)));
  const eventsCompleted: number[] = [];
  for (const { eventno } of dueEvents) {
    if (await db.transaction((tx) => completeEvent(tx, eventno))) eventsCompleted.push(eventno);
  }

  return {
    tournamentsStarted: started.map((row) => row.tournamentno),
    tournamentsCompleted: completed,
    eventsStarted: eventsStarted.map((row) => row.eventno),
    eventsCompleted,
    pointsAwarded,
    noncesForgotten: await forgetOldNonces(db, now),
  };
}

/** Freezes one tournament's ranking and awards it; undefined when another runner already did. */
async function completeTournament(tx: Tx, tournamentno: number, now: Date): Promise<number | undefined> {
  const [t] = await tx
    .select({ rankType: tournaments.rankType, tourClass: tournaments.tourClass, season: tournaments.season })
    .from(tournaments)
    .where(and(eq(tournaments.tournamentno, tournamentno), inArray(tournaments.status, [TOURNAMENT_STATUS.ready, TOURNAMENT_STATUS.playing]), lte(tournaments.endsAt, now)))
    .for('update');
  if (!t) return undefined;

  // The final places, from every attempt stored before this lock was granted.
  await rerankTournament(tx, tournamentno);
  const finishers = await tx
    .select({ id: tournamentEntries.id, playerPk: tournamentEntries.playerPk, rankGross: tournamentEntries.rankGross, rankNet: tournamentEntries.rankNet, countryno: players.countryno })
    .from(tournamentEntries)
    .innerJoin(players, eq(players.playerPk, tournamentEntries.playerPk))
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), isNotNull(tournamentEntries.gross)));
  const bases = RANK_TYPE_BASES[t.rankType as 0 | 1 | 2] ?? ['gross'];
  const placeOf = (f: (typeof finishers)[number], basis: string) => (basis === 'net' ? f.rankNet : f.rankGross) ?? 0;

  let awarded = 0;
  const ledger: (typeof pointLedger.$inferInsert)[] = [];
  const standings: (typeof pointStandings.$inferInsert)[] = [];
  const points: { id: number; points: number }[] = [];
  for (const f of finishers) {
    const place = placeOf(f, bases[0]);
    const standard = standardPoints(place, t.tourClass);
    const oom = orderOfMeritPoints(place, finishers.length, t.tourClass);
    points.push({ id: f.id, points: standard });
    for (const [kind, value] of [
      ['standard', standard],
      ['oom', oom],
    ] as const) {
      if (value <= 0) continue;
      awarded++;
      ledger.push({ playerPk: f.playerPk, season: t.season, kind, points: value, tournamentno, reason: place === 1 ? 'tournament win' : 'tournament finish', createdAt: now });
      standings.push({ season: t.season, kind, playerPk: f.playerPk, countryno: f.countryno, points: value, events: 1, wins: place === 1 ? 1 : 0 });
    }
  }
  for (let i = 0; i < ledger.length; i += 1000) await tx.insert(pointLedger).values(ledger.slice(i, i + 1000));
  for (let i = 0; i < standings.length; i += 1000) {
    await tx
      .insert(pointStandings)
      .values(standings.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [pointStandings.season, pointStandings.kind, pointStandings.playerPk],
        set: {
          points: sql`${pointStandings.points} + excluded.points`,
          events: sql`${pointStandings.events} + 1`,
          wins: sql`${pointStandings.wins} + excluded.wins`,
        },
      });
  }
  for (let i = 0; i < points.length; i += 2000) {
    const values = sql.join(
      points.slice(i, i + 2000).map((p) => sql`(${p.id}::int, ${p.points}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${tournamentEntries} as e set points = v.p from (values ${values}) as v(id, p) where e.id = v.id`);
  }

  // Badges: glory for a win on an official ranking; tour rookie with the fifth tournament played.
  const winners = finishers.filter((f) => bases.some((basis) => placeOf(f, basis) === 1)).map((f) => f.playerPk);
  const playerPks = finishers.map((f) => f.playerPk);
  const rookies: number[] = [];
  for (let i = 0; i < playerPks.length; i += 2000) {
    const chunk = playerPks.slice(i, i + 2000);
    const played = await tx
      .select({ playerPk: tournamentEntries.playerPk, n: count() })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
      .where(
        and(
          inArray(tournamentEntries.playerPk, chunk),
          isNotNull(tournamentEntries.gross),
          or(eq(tournaments.status, TOURNAMENT_STATUS.completed), eq(tournaments.tournamentno, tournamentno)),
        ),
      )
      .groupBy(tournamentEntries.playerPk);
    rookies.push(...played.filter((p) => Number(p.n) >= ROOKIE_TOURNAMENTS).map((p) => p.playerPk));
  }
  const badges = [
    ...winners.map((playerPk) => ({ playerPk, badge: 'glory', earnedAt: now, tournamentno })),
    ...rookies.map((playerPk) => ({ playerPk, badge: 'tourRookie', earnedAt: now, tournamentno })),
  ];
  for (let i = 0; i < badges.length; i += 1000) await tx.insert(playerBadges).values(badges.slice(i, i + 1000)).onConflictDoNothing();

  await tx.update(tournaments).set({ status: TOURNAMENT_STATUS.completed, rankedAt: now }).where(eq(tournaments.tournamentno, tournamentno));
  return awarded;
}

/** Marks a finished mini-game's places and winners; false when another runner already did. */
async function completeEvent(tx: Tx, eventno: number): Promise<boolean> {
  const [event] = await tx
    .select({ eventType: minigameEvents.eventType, winnerCount: minigameEvents.winnerCount, prize: minigameEvents.prize })
    .from(minigameEvents)
    .where(and(eq(minigameEvents.eventno, eventno), inArray(minigameEvents.status, [EVENT_STATUS.ready, EVENT_STATUS.playing])))
    .for('update');
  if (!event) return false;
  const nearest = event.eventType === 10 || event.eventType === 12;
  // The same order as the live ranking (minigame.ts): best value first, then who achieved it first.
  await tx.execute(sql`
    update ${minigameEntries} as e set rank = r.rank, is_winner = r.rank <= ${event.winnerCount}, prize = case when r.rank <= ${event.winnerCount} then ${event.prize} else null end
    from (
      select id, rank() over (order by ${sql.raw(nearest ? 'value asc' : 'value desc')}, achieved_at asc, id asc)::int as rank
      from ${minigameEntries} where eventno = ${eventno}
    ) as r
    where e.id = r.id`);
  await tx.update(minigameEvents).set({ status: EVENT_STATUS.completed }).where(eq(minigameEvents.eventno, eventno));
  return true;
}

/** One line for the jobs runner's log. */
export function describeReport(report: StatusReport): string {
  const list = (label: string, ids: number[]) => (ids.length ? `${label} ${ids.join(', ')}` : '');
  const parts = [
    list('tournaments started:', report.tournamentsStarted),
    list('tournaments completed:', report.tournamentsCompleted),
    report.pointsAwarded ? `${report.pointsAwarded} point awards` : '',
    list('events started:', report.eventsStarted),
    list('events completed:', report.eventsCompleted),
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'nothing to change';
}
