import 'server-only';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import {
  courseHoles,
  courses,
  minigameEntries,
  minigameEvents,
  playerBadges,
  players,
  rounds,
  tournamentEntries,
  tournaments,
  venueNonces,
  venueRoundReceipts,
} from '@/lib/db/schema';
import { scorecardColumns, summarise } from '@/lib/db/seed/scorecard';
import { roundBadges } from '@/lib/domain/badges';
import { EVENT_STATUS, TOURNAMENT_STATUS, type BadgeKind } from '@/lib/domain/enums';
import { eventHandicap, nineHoleScores, xHandicap } from '@/lib/domain/handicap';
import { compareForRank, countback, netScore, periaHandicap, RANK_TYPE_BASES } from '@/lib/domain/ranking';
import { DRIVER_CLUB, PUTTER_CLUB, type VenueRound } from '@/lib/venue/round-schema';
import { valueOrder } from '../minigame';

/**
 * What a posted round changes, applied in ONE transaction so a round is applied exactly once:
 *
 * - the nonce is recorded (a second use is a replay) and the receipt of the bay round id is read;
 * - the player's row is locked (SELECT … FOR UPDATE): two rounds of one player, posted to two
 *   portal instances at once, are applied one after the other, each seeing the other's effects;
 *   the X-Handicap is recomputed from the stored rounds in played order, so a late round still
 *   lands in its place;
 * - the round, its holes and shots; the player's X-Handicap; the round's badges;
 * - a tournament entry's best attempt, when the round meets the tournament's conditions (else it
 *   is stored and the answer says why it was not counted);
 * - the mini-game entries the round qualifies for;
 * - the receipt with the answer, under the unique (venue, bay round id): the same bay round posted
 *   again answers the same and stores nothing.
 *
 * Statistics (member info, hall-of-fame stats) are sums over the stored rounds, so storing the round
 * is what updates them. Tournament places are recomputed right after the commit (rerank.ts), within a
 * second, and the answer does not wait for them.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A refusal: nothing is stored. `message` is a key of the `venue.error` messages. */
export class VenueRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'VenueRefusal';
  }
}

export interface TournamentOutcome {
  tournamentno: number;
  counted: boolean;
  /** Why the round did not count (a `venue.reason` key), when it did not. */
  reason?: string;
  gross?: number;
  net?: number;
  /** True when this attempt became the entry's best and so its score on the ranking. */
  best?: boolean;
  attempts?: number;
}

export interface MinigameOutcome {
  eventno: number;
  counted: boolean;
  reason?: string;
  value?: number;
}

export interface RoundAnswer {
  roundno: number;
  player_pk: number;
  bay_round_id: string;
  gross: number;
  topar: number;
  xhandicap: number | null;
  previous_xhandicap: number | null;
  badges: BadgeKind[];
  tournament: TournamentOutcome | null;
  minigames: MinigameOutcome[];
  /** Places are recomputed after this answer, within a second. */
  ranking: 'within 1 s';
}

export interface IngestResult {
  answer: RoundAnswer;
  /** True when the bay round had been stored before: the stored answer is returned, nothing changes. */
  repeated: boolean;
  /** Tournaments whose places must be recomputed. */
  rerank: number[];
  /** Mini-game events whose entries changed. */
  minigames: number[];
}

interface CourseCard {
  courseno: number;
  holeCount: number;
  pars: number[];
}

/** Course cards change only with a new course: kept per process, read once. */
const courseCache = new Map<number, Promise<CourseCard | undefined>>();

async function courseCard(db: Database | Tx, courseno: number): Promise<CourseCard | undefined> {
  let card = courseCache.get(courseno);
  if (!card) {
    card = (async () => {
      const [course] = await db.select({ courseno: courses.courseno, holeCount: courses.holeCount }).from(courses).where(eq(courses.courseno, courseno));
      if (!course) return undefined;
      const holes = await db.select({ holeNo: courseHoles.holeNo, par: courseHoles.par }).from(courseHoles).where(eq(courseHoles.courseno, courseno)).orderBy(courseHoles.holeNo);
      return { courseno, holeCount: course.holeCount, pars: holes.map((h) => h.par) };
    })();
    courseCache.set(courseno, card);
    card.then((value) => value === undefined && courseCache.delete(courseno)).catch(() => courseCache.delete(courseno));
  }
  return card;
}

/** The scorecard the stored round keeps, derived from the posted holes and the course's pars. */
export function scorecardOf(round: VenueRound, coursePars: number[]) {
  const first = round.start_hole - 1;
  const pars = round.holes.map((_, i) => coursePars[first + i]);
  const strokes = round.holes.map((h) => h.strokes);
  const putts = round.holes.map((h) => h.putts);
  // A par 3 has no fairway to hit, whatever the bay sent.
  const fairways = round.holes.map((h, i) => (pars[i] === 3 ? null : (h.fairway ?? false)));
  const gir = round.holes.map((h) => h.gir);
  const holedPuttDistances = round.holes.map((h) => {
    if (h.putts === 0) return null;
    const lastPutt = [...h.shots].reverse().find((shot) => shot.club === PUTTER_CLUB && shot.putt_distance !== undefined);
    return lastPutt?.putt_distance ?? null;
  });
  const driverDistances = round.holes.flatMap((h, i) => {
    const tee = h.shots[0];
    return pars[i] >= 4 && tee?.club === DRIVER_CLUB && tee.total !== undefined ? [tee.total] : [];
  });
  return summarise(strokes, pars, putts, fairways, gir, holedPuttDistances, driverDistances);
}

/**
 * A mini-game's value from one round (spec §3 event types): metres for longest (9, 11: the longest
 * driver tee shot, on the event's hole when it has one) and nearest the pin (10, 12: the tee shot
 * left closest to the pin on a par 3, or the event's hole), a count for the others (1 hole-in-one,
 * 2 albatross, 3–8 eagles / birdies / pars on par 5s and par 4s, 0 all of those on par 4s and 5s).
 * Undefined when the round achieved nothing for it.
 */
export function minigameValue(eventType: number, holeNo: number | null, round: VenueRound, pars: number[]): number | undefined {
  const holes = round.holes.map((hole, i) => ({ ...hole, number: round.start_hole + i, par: pars[i] }));
  const onEventHole = holes.filter((h) => holeNo == null || h.number === holeNo);
  const count = (test: (h: (typeof holes)[number]) => boolean) => {
    const n = onEventHole.filter(test).length;
    return n > 0 ? n : undefined;
  };
  const toPar = (h: (typeof holes)[number]) => h.strokes - h.par;
  switch (eventType) {
    case 0:
      return count((h) => h.par >= 4 && toPar(h) <= 0);
    case 1:
      return count((h) => h.strokes === 1);
    case 2:
      return count((h) => toPar(h) === -3);
    case 3:
      return count((h) => h.par === 5 && toPar(h) === -2);
    case 4:
      return count((h) => h.par === 5 && toPar(h) === -1);
    case 5:
      return count((h) => h.par === 5 && toPar(h) === 0);
    case 6:
      return count((h) => h.par === 4 && toPar(h) === -2);
    case 7:
      return count((h) => h.par === 4 && toPar(h) === -1);
    case 8:
      return count((h) => h.par === 4 && toPar(h) === 0);
    case 9:
    case 11: {
      const drives = onEventHole.filter((h) => h.par >= 4 && h.shots[0]?.club === DRIVER_CLUB && h.shots[0].total !== undefined).map((h) => h.shots[0].total!);
      return drives.length ? Math.max(...drives) : undefined;
    }
    case 10:
    case 12: {
      const left = onEventHole.filter((h) => h.par === 3 && h.shots[0]?.to_pin !== undefined).map((h) => (h.strokes === 1 ? 0 : h.shots[0].to_pin!));
      return left.length ? Math.min(...left) : undefined;
    }
    default:
      return undefined;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** Applies one posted round (already signed, checked and validated) for the venue of `key`. */
export async function ingestRound(db: Database, round: VenueRound, key: { keyId: string; nonce: string }, now = new Date()): Promise<IngestResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => applyRound(tx, round, key, now));
    } catch (error) {
      // The same bay round posted twice at the same moment: the second waits on the unique index,
      // then fails; run it again and it finds the first one's receipt.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function applyRound(tx: Tx, round: VenueRound, key: { keyId: string; nonce: string }, now: Date): Promise<IngestResult> {
  const [fresh] = await tx.insert(venueNonces).values({ keyId: key.keyId, nonce: key.nonce, seenAt: now }).onConflictDoNothing().returning({ nonce: venueNonces.nonce });
  if (!fresh) throw new VenueRefusal(409, 'venue.error.replayedNonce');

  const playedAt = new Date(round.played_at);
  if (playedAt.getTime() > now.getTime() + 5 * 60_000) throw new VenueRefusal(400, 'venue.error.invalidRound', { played_at: 'venue.field.playedAtFuture' });

  const [player] = await tx
    .select({ playerPk: players.playerPk, gender: players.gender, xhandicap: players.xhandicap })
    .from(players)
    .where(and(round.player_pk !== undefined ? eq(players.playerPk, round.player_pk) : eq(players.playerId, round.player_id!), eq(players.status, 'active')))
    .for('update');
  if (!player) throw new VenueRefusal(400, 'venue.error.invalidRound', { [round.player_pk !== undefined ? 'player_pk' : 'player_id']: 'venue.field.unknownPlayer' });

  const [receipt] = await tx
    .select({ answer: venueRoundReceipts.answer })
    .from(venueRoundReceipts)
    .where(and(eq(venueRoundReceipts.shopno, round.shopno), eq(venueRoundReceipts.bayRoundId, round.bay_round_id)));
  if (receipt) return { answer: receipt.answer as unknown as RoundAnswer, repeated: true, rerank: [], minigames: [] };

  const course = await courseCard(tx, round.courseno);
  if (!course) throw new VenueRefusal(400, 'venue.error.invalidRound', { courseno: 'venue.field.unknownCourse' });
  if (round.start_hole - 1 + round.holes.length > course.pars.length) throw new VenueRefusal(400, 'venue.error.invalidRound', { holes: 'venue.field.holesOnCourse' });
  const card = scorecardOf(round, course.pars);

  const [stored] = await tx
    .insert(rounds)
    .values({
      playerPk: player.playerPk,
      shopno: round.shopno,
      courseno: round.courseno,
      tournamentno: null,
      playedAt,
      holes: round.holes.length,
      startHole: round.start_hole,
      teeColour: round.tee_colour,
      ...scorecardColumns(card),
      bay: round.bay,
      bayRoundId: round.bay_round_id,
      wind: round.wind,
      shots: round.holes.map((h) => h.shots),
      videoPath: round.video ?? null,
    })
    .returning({ roundno: rounds.roundno });

  // X-Handicap from the most recent rounds in played order (8 rounds hold at least 8 nines).
  const recent = await tx
    .select({ strokes: rounds.strokes, pars: rounds.pars })
    .from(rounds)
    .where(eq(rounds.playerPk, player.playerPk))
    .orderBy(desc(rounds.playedAt), desc(rounds.roundno))
    .limit(8);
  const xhandicap = xHandicap(recent.flatMap((r) => nineHoleScores(r)));
  await tx.update(players).set({ xhandicap }).where(eq(players.playerPk, player.playerPk));

  const earned = roundBadges({ driverDistances: card.driverDistances, gir: card.gir, holedPuttDistances: card.holedPuttDistances.filter((d): d is number => d !== null) });
  const badges = earned.length
    ? (
        await tx
          .insert(playerBadges)
          .values(earned.map((badge) => ({ playerPk: player.playerPk, badge, earnedAt: playedAt, roundno: stored.roundno })))
          .onConflictDoNothing()
          .returning({ badge: playerBadges.badge })
      ).map((row) => row.badge as BadgeKind)
    : [];

  const tournament = round.tournamentno === undefined ? null : await countForTournament(tx, round, card, { ...player, roundno: stored.roundno, playedAt });
  const minigames = await countForMinigames(tx, round, card.pars, player.playerPk, playedAt);

  const answer: RoundAnswer = {
    roundno: stored.roundno,
    player_pk: player.playerPk,
    bay_round_id: round.bay_round_id,
    gross: card.totalStrokes,
    topar: card.totalStrokes - card.totalPar,
    xhandicap,
    previous_xhandicap: player.xhandicap,
    badges,
    tournament,
    minigames,
    ranking: 'within 1 s',
  };
  await tx.insert(venueRoundReceipts).values({ shopno: round.shopno, bayRoundId: round.bay_round_id, roundno: stored.roundno, answer: answer as unknown as Record<string, unknown>, createdAt: now });
  return {
    answer,
    repeated: false,
    rerank: tournament?.counted && tournament.best ? [tournament.tournamentno] : [],
    minigames: minigames.filter((m) => m.counted).map((m) => m.eventno),
  };
}

async function countForTournament(
  tx: Tx,
  round: VenueRound,
  card: ReturnType<typeof scorecardOf>,
  player: { playerPk: number; gender: string; xhandicap: number | null; roundno: number; playedAt: Date },
): Promise<TournamentOutcome> {
  const tournamentno = round.tournamentno!;
  const notCounted = (reason: string): TournamentOutcome => ({ tournamentno, counted: false, reason });
  // KEY SHARE: the status job's FOR UPDATE waits for this round, so a round in flight at the end of
  // play is in the frozen ranking; the live re-ranking's update of ranked_at does not conflict.
  const [t] = await tx
    .select({
      status: tournaments.status,
      shopno: tournaments.shopno,
      courseno: tournaments.courseno,
      holes: tournaments.holes,
      teeColourMen: tournaments.teeColourMen,
      teeColourWomen: tournaments.teeColourWomen,
      playFormat: tournaments.playFormat,
      attemptsAllowed: tournaments.attemptsAllowed,
      rankType: tournaments.rankType,
      hiddenHoles: tournaments.hiddenHoles,
      startsAt: tournaments.startsAt,
      endsAt: tournaments.endsAt,
    })
    .from(tournaments)
    .where(eq(tournaments.tournamentno, tournamentno))
    .for('key share');
  if (!t) return notCounted('venue.reason.noTournament');
  if (t.status !== TOURNAMENT_STATUS.playing) return notCounted('venue.reason.notPlaying');
  if (player.playedAt < t.startsAt || player.playedAt >= t.endsAt) return notCounted('venue.reason.period');
  if (t.shopno !== null && t.shopno !== round.shopno) return notCounted('venue.reason.venue');
  if (t.courseno !== round.courseno) return notCounted('venue.reason.course');
  if (t.holes !== round.holes.length || round.start_hole !== 1) return notCounted('venue.reason.holes');
  if (round.tee_colour !== (player.gender === 'F' ? t.teeColourWomen : t.teeColourMen)) return notCounted('venue.reason.tee');
  if (round.play_format !== t.playFormat) return notCounted('venue.reason.playFormat');

  const [entry] = await tx
    .select({
      id: tournamentEntries.id,
      attempts: tournamentEntries.attempts,
      gross: tournamentEntries.gross,
      net: tournamentEntries.net,
      handicap: tournamentEntries.handicap,
      holeStrokes: tournamentEntries.holeStrokes,
    })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), eq(tournamentEntries.playerPk, player.playerPk)))
    .for('update');
  if (!entry) return notCounted('venue.reason.notEntered');
  if (entry.attempts >= t.attemptsAllowed) return notCounted('venue.reason.attempts');

  // The handicap the member carried into this attempt (before this round); scratch without one yet.
  const handicap = eventHandicap(player.xhandicap ?? 0, t.holes as 9 | 18);
  const gross = card.totalStrokes;
  const net = netScore(gross, handicap);
  const peria = periaHandicap(card.strokes, card.pars, t.hiddenHoles ?? []);
  const netBasis = RANK_TYPE_BASES[t.rankType as 0 | 1 | 2]?.[0] === 'net';
  let best = entry.gross === null;
  if (!best) {
    const previous = { id: 0, score: netBasis ? entry.net! : entry.gross!, countback: countback(entry.holeStrokes ?? [], netBasis ? (entry.handicap ?? 0) : 0) };
    const current = { id: 1, score: netBasis ? net : gross, countback: countback(card.strokes, netBasis ? handicap : 0) };
    best = compareForRank(current, previous) < 0;
  }
  const cb = countback(card.strokes);
  await tx
    .update(tournamentEntries)
    .set({
      attempts: entry.attempts + 1,
      ...(best
        ? {
            roundno: player.roundno,
            gross,
            toPar: gross - card.totalPar,
            handicap,
            net,
            periaHandicap: peria,
            periaNet: netScore(gross, peria),
            back9: cb.back9,
            back6: cb.back6,
            back3: cb.back3,
            back1: cb.back1,
            holeStrokes: card.strokes,
          }
        : {}),
    })
    .where(eq(tournamentEntries.id, entry.id));
  await tx.update(rounds).set({ tournamentno }).where(eq(rounds.roundno, player.roundno));
  return { tournamentno, counted: true, gross, net, best, attempts: entry.attempts + 1 };
}

async function countForMinigames(tx: Tx, round: VenueRound, pars: number[], playerPk: number, playedAt: Date): Promise<MinigameOutcome[]> {
  const live = await tx
    .select({ eventno: minigameEvents.eventno, eventType: minigameEvents.eventType, holeNo: minigameEvents.holeNo, status: minigameEvents.status, shopno: minigameEvents.shopno, courseno: minigameEvents.courseno, startsAt: minigameEvents.startsAt, endsAt: minigameEvents.endsAt })
    .from(minigameEvents)
    .where(
      round.eventno !== undefined
        ? eq(minigameEvents.eventno, round.eventno)
        : and(
            eq(minigameEvents.status, EVENT_STATUS.playing),
            lte(minigameEvents.startsAt, playedAt),
            gt(minigameEvents.endsAt, playedAt),
            or(isNull(minigameEvents.shopno), eq(minigameEvents.shopno, round.shopno)),
            or(isNull(minigameEvents.courseno), eq(minigameEvents.courseno, round.courseno)),
          ),
    );
  if (round.eventno !== undefined && !live.length) return [{ eventno: round.eventno, counted: false, reason: 'venue.reason.noEvent' }];
  const outcomes: MinigameOutcome[] = [];
  for (const event of live) {
    const refuse = (reason: string) => outcomes.push({ eventno: event.eventno, counted: false, reason });
    if (event.status !== EVENT_STATUS.playing) refuse('venue.reason.notPlaying');
    else if (playedAt < event.startsAt || playedAt >= event.endsAt) refuse('venue.reason.period');
    else if (event.shopno !== null && event.shopno !== round.shopno) refuse('venue.reason.venue');
    else if (event.courseno !== null && event.courseno !== round.courseno) refuse('venue.reason.course');
    else {
      const value = minigameValue(event.eventType, event.holeNo, round, pars);
      if (value === undefined) {
        if (round.eventno !== undefined) refuse('venue.reason.nothingAchieved');
        continue;
      }
      await recordMinigame(tx, event, playerPk, round.shopno, value, playedAt);
      outcomes.push({ eventno: event.eventno, counted: true, value });
    }
  }
  return outcomes;
}

/** One entry per member and event: counts add up, distances keep the best (the player's row lock orders this). */
async function recordMinigame(tx: Tx, event: { eventno: number; eventType: number }, playerPk: number, shopno: number, value: number, at: Date) {
  const [existing] = await tx
    .select({ id: minigameEntries.id, value: minigameEntries.value })
    .from(minigameEntries)
    .where(and(eq(minigameEntries.eventno, event.eventno), eq(minigameEntries.playerPk, playerPk)))
    .limit(1);
  const distance = [9, 10, 11, 12].includes(event.eventType);
  if (!existing) {
    await tx.insert(minigameEntries).values({ eventno: event.eventno, playerPk, shopno, value, achievedAt: at });
    return;
  }
  if (!distance) {
    await tx.update(minigameEntries).set({ value: sql`${minigameEntries.value} + ${value}`, achievedAt: at }).where(eq(minigameEntries.id, existing.id));
    return;
  }
  const better = valueOrder(event.eventType) === 'asc' ? value < existing.value : value > existing.value;
  if (better) await tx.update(minigameEntries).set({ value, shopno, achievedAt: at }).where(eq(minigameEntries.id, existing.id));
}

/** Forgets nonces older than twice the accepted skew: a request that old is refused for its timestamp anyway. */
export async function forgetOldNonces(db: Database, now = new Date()): Promise<number> {
  const rows = await db.delete(venueNonces).where(lte(venueNonces.seenAt, new Date(now.getTime() - 10 * 60_000))).returning({ nonce: venueNonces.nonce });
  return rows.length;
}
