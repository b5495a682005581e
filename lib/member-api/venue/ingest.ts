import 'server-only';
import { tournamentTees } from '@/lib/shared/domain/game-settings';
import { eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/member-api/db/client';
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
} from '@/lib/member-api/db/schema';
import { scorecardColumns, summarise } from '@/lib/member-api/db/seed/scorecard';
import { roundBadges } from '@/lib/shared/domain/badges';
import { EVENT_STATUS, TOURNAMENT_STATUS, type BadgeKind } from '@/lib/shared/domain/enums';
import { eventHandicap, nineHoleScores, xHandicap } from '@/lib/shared/domain/handicap';
import { compareForRank, countback, netScore, periaHandicap, RANK_TYPE_BASES } from '@/lib/shared/domain/ranking';
import { DRIVER_CLUB, PUTTER_CLUB, type VenueRound } from '@/lib/shared/venue/round-schema';
import { valueOrder } from '../minigame';

/**
 * What a posted round changes, applied in ONE transaction so a round is applied exactly once (the
 * transaction may hold other members' rounds too: group commit, see ingestRound):
 *
 * - the nonce is recorded (a second use is a replay) and the receipt of the bay round id is read;
 * - the player's row is locked (SELECT … FOR UPDATE): two rounds of one player, posted to two
 *   portal instances at once, are applied one after the other, each seeing the other's effects
 *   (within one process, two rounds of one member are never in one transaction nor in two at once);
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

/** The X-Handicap is worked out from this many of a player's latest rounds (they hold at least 8 nines). */
const XHANDICAP_ROUNDS = 8;

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

/** A round waiting to be applied: already signed, checked and validated. */
interface Posted {
  round: VenueRound;
  key: { keyId: string; nonce: string };
  now: Date;
  course: CourseCard | undefined;
}

/**
 * What applying a round gave: its result, a refusal (nothing of it stored), or `again` when another
 * round of the same member was in the same batch under another identifier (player_id vs player_pk):
 * it is applied in the next batch, after that one.
 */
type Outcome = IngestResult | VenueRefusal | 'again';

/**
 * Applies one posted round (already signed, checked and validated) for the venue of `key`.
 *
 * Group commit: rounds that arrive while earlier ones are being written wait and are then applied
 * together, in one transaction of a fixed number of statements (ingestBatch), however many there
 * are; a round that arrives while nothing is under way starts at once, alone. So under a stream of
 * rounds the cost of a transaction (its round trips, its commit) is shared by a batch, and a quiet
 * stream adds no delay. Each round still gets its own answer or refusal. If a batch fails as a whole
 * (a copy of one of its bay rounds committed by another instance meanwhile, a deadlock), nothing of
 * it stays and each of its rounds is applied again alone, so one round's failure fails no other.
 */
export async function ingestRound(db: Database, round: VenueRound, key: { keyId: string; nonce: string }, now = new Date()): Promise<IngestResult> {
  // Read outside the transaction (kept per process); an unknown course is refused after the nonce check.
  const course = await courseCard(db, round.courseno);
  return batcherOf(db).submit({ round, key, now, course });
}

/** At most this many rounds in one transaction (the statements' parameters grow with it). */
export const MAX_ROUNDS_PER_BATCH = 32;
/** Batches written at once per process: one fills while the other commits. */
const BATCHES_IN_FLIGHT = 2;

interface Waiting {
  posted: Posted;
  resolve: (result: IngestResult) => void;
  reject: (error: unknown) => void;
}

/**
 * What may not share a batch, nor be in two batches at once: a member (identified as posted), a bay
 * round (so its copies meet the first one's receipt) and a nonce (so the second use is a replay).
 */
function claimsOf({ round, key }: Posted): string[] {
  return [
    round.player_pk !== undefined ? `pk:${round.player_pk}` : `id:${round.player_id}`,
    `bay:${round.shopno}:${round.bay_round_id}`,
    `nonce:${key.keyId}:${key.nonce}`,
  ];
}

class Batcher {
  private queue: Waiting[] = [];
  private inFlight = 0;
  private claimed = new Set<string>();

  constructor(private readonly db: Database) {}

  submit(posted: Posted): Promise<IngestResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ posted, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < BATCHES_IN_FLIGHT && this.queue.length) {
      const batch = this.take();
      if (!batch.length) return;
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        for (const waiting of batch) for (const claim of claimsOf(waiting.posted)) this.claimed.delete(claim);
        this.pump();
      });
    }
  }

  /** The waiting rounds, first come first, that can go together; the others keep their place. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    // What a round left waiting claims: a later round of the same member stays behind it.
    const held = new Set<string>();
    for (const waiting of this.queue) {
      const claims = claimsOf(waiting.posted);
      if (batch.length < MAX_ROUNDS_PER_BATCH && claims.every((claim) => !this.claimed.has(claim) && !held.has(claim))) {
        batch.push(waiting);
        for (const claim of claims) this.claimed.add(claim);
      } else {
        for (const claim of claims) held.add(claim);
        left.push(waiting);
      }
    }
    this.queue = left;
    return batch;
  }

  private async run(batch: Waiting[]) {
    let outcomes: (Outcome | 'settled')[] | undefined;
    if (batch.length > 1) {
      try {
        outcomes = await this.db.transaction((tx) => ingestBatch(tx, batch.map((w) => w.posted)));
      } catch {
        // Nothing of the batch stays: each round is applied again alone (below).
      }
    }
    outcomes ??= await Promise.all(
      batch.map(async (waiting): Promise<Outcome | 'settled'> => {
        try {
          return await ingestAlone(this.db, waiting.posted);
        } catch (error) {
          waiting.reject(error);
          return 'settled';
        }
      }),
    );
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (outcome === 'settled') return;
      if (outcome === 'again') this.queue.unshift(waiting);
      else if (outcome instanceof VenueRefusal) waiting.reject(outcome);
      else waiting.resolve(outcome);
    });
  }
}

/** One round in a transaction of its own, run again once when a copy of its bay round committed meanwhile. */
async function ingestAlone(db: Database, posted: Posted): Promise<Outcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await db.transaction((tx) => ingestBatch(tx, [posted])))[0];
    } catch (error) {
      // The same bay round posted twice at the same moment (by two instances): the second waits on
      // the unique index, then fails; run it again and it finds the first one's receipt.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

const applied = { transactions: 0, rounds: 0 };

/** Transactions that applied rounds, and the rounds in them, in this process (tests; the group commit's effect). */
export function ingestStats(): { transactions: number; rounds: number } {
  return { ...applied };
}

const batchers = new WeakMap<Database, Batcher>();

function batcherOf(db: Database): Batcher {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new Batcher(db)));
  return batcher;
}

/** The player's row as locked for this round. */
interface LockedPlayer {
  playerPk: number;
  gender: string;
  xhandicap: number | null;
}

/** A tournament's conditions, read under KEY SHARE. */
interface TournamentConditions {
  status: string;
  shopno: number | null;
  courseno: number;
  holes: number;
  teeColourMen: number;
  teeColourWomen: number;
  playFormat: number;
  attemptsAllowed: number;
  rankType: number;
  hiddenHoles: number[] | null;
  startsAt: Date;
  endsAt: Date;
}

/** The member's entry in it, read FOR UPDATE. */
interface EntryScore {
  id: number;
  attempts: number;
  gross: number | null;
  net: number | null;
  handicap: number | null;
  holeStrokes: number[] | null;
}

/** A mini-game event the round may count for, with the member's entry in it if there is one. */
interface CandidateEvent {
  eventno: number;
  eventType: number;
  holeNo: number | null;
  status: number;
  shopno: number | null;
  courseno: number | null;
  startsAt: Date;
  endsAt: Date;
  entry: { id: number; value: number } | null;
}

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(value as string));

/** A round that passed the first statement's checks, on its way to being written. */
interface Accepted {
  i: number;
  posted: Posted;
  player: LockedPlayer;
  card: ReturnType<typeof scorecardOf>;
  playedAt: Date;
}

/**
 * The rounds of a batch (at most one per member, bay round and nonce) in three statements of one
 * transaction, whatever their number (a mini-game entry to write is a part of the third): each
 * statement is a round trip to PostgreSQL and a parse and plan there, and those were most of a
 * round's cost. The rounds go in as one JSON parameter.
 *
 * 1. record the nonces, lock the players' rows (FOR UPDATE, in player order, so two batches never
 *    wait on each other in a circle) and read the receipts of the bay round ids;
 * 2. once the locks are held (a new statement, so it sees what a round of the same players committed
 *    meanwhile): each round's number, each player's latest rounds and badges, the tournaments'
 *    conditions (KEY SHARE) and the members' entries (FOR UPDATE, in player order), the mini-game
 *    events and the members' entries in them;
 * 3. the rest is worked out here, then written in one statement of data-modifying CTEs: the rounds,
 *    the X-Handicaps, new badges, the entries' attempts, mini-game entries, the receipts with the
 *    answers, and the nonces of the rounds refused after the first statement taken back (a refused
 *    round stores nothing, its nonce included).
 */
async function ingestBatch(tx: Tx, batch: Posted[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(batch.length);
  // The receipt is read in the same statement, before the locks are granted: a copy of a bay round
  // committed while this one waited is not seen here, but its unique (venue, bay round id) then stops
  // this batch's insert, and each round is run again alone and finds that receipt.
  const input = batch.map(({ round, key, now }, i) => ({
    i,
    key_id: key.keyId,
    nonce: key.nonce,
    seen_at: now.toISOString(),
    pk: round.player_pk ?? null,
    pid: round.player_id ?? null,
    shopno: round.shopno,
    bay_round_id: round.bay_round_id,
  }));
  const first = rowsOf(
    await tx.execute(sql`
      with input as (
        select * from json_to_recordset(${JSON.stringify(input)}::json)
          as i(i int, key_id text, nonce text, seen_at timestamptz, pk int, pid text, shopno int, bay_round_id text)
      ), fresh as (
        insert into ${venueNonces} (key_id, nonce, seen_at) select key_id, nonce, seen_at from input on conflict do nothing returning key_id, nonce
      ), locked as materialized (
        select player_pk, player_id, gender, xhandicap from ${players}
        where (player_pk in (select pk from input) or player_id in (select pid from input)) and status = 'active'
        order by player_pk
        for update
      )
      select i.i, exists (select 1 from fresh f where f.key_id = i.key_id and f.nonce = i.nonce) as fresh,
        p.player_pk, p.gender, p.xhandicap,
        (select answer from ${venueRoundReceipts} r where r.shopno = i.shopno and r.bay_round_id = i.bay_round_id) as receipt
      from input i left join locked p on p.player_pk = i.pk or p.player_id = i.pid`),
  );

  const accepted: Accepted[] = [];
  /** Nonces this transaction recorded for rounds it then refused or put back: taken back. */
  const untaken: { keyId: string; nonce: string }[] = [];
  const lockedPlayers = new Set<number>();
  for (const row of first) {
    const i = row.i as number;
    const posted = batch[i];
    const { round, now, course } = posted;
    const playedAt = new Date(round.played_at);
    const byPk = round.player_pk !== undefined;
    const refuse = (refusal: VenueRefusal) => {
      outcomes[i] = refusal;
      if (row.fresh) untaken.push(posted.key);
    };
    if (!row.fresh) {
      outcomes[i] = new VenueRefusal(409, 'venue.error.replayedNonce');
      continue;
    }
    if (playedAt.getTime() > now.getTime() + 5 * 60_000) {
      refuse(new VenueRefusal(400, 'venue.error.invalidRound', { played_at: 'venue.field.playedAtFuture' }));
      continue;
    }
    if (row.player_pk === null) {
      refuse(new VenueRefusal(400, 'venue.error.invalidRound', { [byPk ? 'player_pk' : 'player_id']: 'venue.field.unknownPlayer' }));
      continue;
    }
    const player: LockedPlayer = { playerPk: row.player_pk as number, gender: row.gender as string, xhandicap: row.xhandicap as number | null };
    if (lockedPlayers.has(player.playerPk)) {
      // The same member posted by ID and by number in one batch: this one follows in the next.
      outcomes[i] = 'again';
      untaken.push(posted.key);
      continue;
    }
    lockedPlayers.add(player.playerPk);
    if (row.receipt) {
      outcomes[i] = { answer: row.receipt as unknown as RoundAnswer, repeated: true, rerank: [], minigames: [] };
      continue;
    }
    if (!course) {
      refuse(new VenueRefusal(400, 'venue.error.invalidRound', { courseno: 'venue.field.unknownCourse' }));
      continue;
    }
    if (round.start_hole - 1 + round.holes.length > course.pars.length) {
      refuse(new VenueRefusal(400, 'venue.error.invalidRound', { holes: 'venue.field.holesOnCourse' }));
      continue;
    }
    accepted.push({ i, posted, player, card: scorecardOf(round, course.pars), playedAt });
  }
  const takeBack = untaken.length
    ? sql`delete from ${venueNonces} where (key_id, nonce) in (${sql.join(
        untaken.map((k) => sql`(${k.keyId}, ${k.nonce})`),
        sql`, `,
      )})`
    : undefined;
  if (!accepted.length) {
    if (takeBack) await tx.execute(takeBack);
    return outcomes;
  }

  // In player order: the entries are locked in the order the lateral join meets them.
  accepted.sort((a, b) => a.player.playerPk - b.player.playerPk);
  const second = new Map(
    rowsOf(
      await tx.execute(sql`
        with input as (
          select * from json_to_recordset(${JSON.stringify(
            accepted.map(({ i, posted: { round }, player, playedAt }) => ({
              i,
              pk: player.playerPk,
              tournamentno: round.tournamentno ?? null,
              eventno: round.eventno ?? null,
              shopno: round.shopno,
              courseno: round.courseno,
              played_at: playedAt.toISOString(),
            })),
          )}::json) as i(i int, pk int, tournamentno int, eventno int, shopno int, courseno int, played_at timestamptz)
        )
        select i.i, nextval(pg_get_serial_sequence('rounds', 'roundno'))::int as roundno,
          (select coalesce(json_agg(json_build_object('roundno', r.roundno, 'playedAt', r.played_at, 'strokes', r.strokes, 'pars', r.pars)), '[]')
             from (select roundno, played_at, strokes, pars from ${rounds} where player_pk = i.pk
                   order by played_at desc, roundno desc limit ${XHANDICAP_ROUNDS}) r) as recent,
          (select coalesce(json_agg(badge), '[]') from ${playerBadges} where player_pk = i.pk) as held,
          (select coalesce(json_agg(json_build_object('eventno', ev.eventno, 'eventType', ev.event_type, 'holeNo', ev.hole_no, 'status', ev.status,
                   'shopno', ev.shopno, 'courseno', ev.courseno, 'startsAt', ev.starts_at, 'endsAt', ev.ends_at,
                   'entry', (select json_build_object('id', me.id, 'value', me.value) from ${minigameEntries} me
                             where me.eventno = ev.eventno and me.player_pk = i.pk order by me.id limit 1))), '[]')
             from ${minigameEvents} ev
             -- A draft mini-game (published_at null, or not yet come) takes no entry, named or matched.
             where ev.published_at is not null and ev.published_at <= now() and ((i.eventno is not null and ev.eventno = i.eventno)
               or (i.eventno is null and ev.status = ${EVENT_STATUS.playing} and ev.starts_at <= i.played_at and ev.ends_at > i.played_at
                   and (ev.shopno is null or ev.shopno = i.shopno) and (ev.courseno is null or ev.courseno = i.courseno)))) as events,
          t.*, e.*
        from input i
        left join lateral (
          select ${tournaments.status} as t_status, ${tournaments.shopno} as t_shopno, ${tournaments.courseno} as t_courseno, ${tournaments.holes} as t_holes,
            ${tournaments.teeColourMen} as t_tee_men, ${tournaments.teeColourWomen} as t_tee_women, ${tournaments.playFormat} as t_play_format,
            ${tournaments.attemptsAllowed} as t_attempts_allowed, ${tournaments.rankType} as t_rank_type, ${tournaments.hiddenHoles} as t_hidden_holes,
            ${tournaments.startsAt} as t_starts_at, ${tournaments.endsAt} as t_ends_at
          from ${tournaments} where ${tournaments.tournamentno} = i.tournamentno for key share
        ) as t on true
        left join lateral (
          select ${tournamentEntries.id} as e_id, ${tournamentEntries.attempts} as e_attempts, ${tournamentEntries.gross} as e_gross, ${tournamentEntries.net} as e_net,
            ${tournamentEntries.handicap} as e_handicap, ${tournamentEntries.holeStrokes} as e_hole_strokes
          from ${tournamentEntries} where ${tournamentEntries.tournamentno} = i.tournamentno and ${tournamentEntries.playerPk} = i.pk for update
        ) as e on true`),
    ).map((row) => [row.i as number, row]),
  );

  const writes = [];
  const roundRows: (typeof rounds.$inferInsert)[] = [];
  const badgeRows: (typeof playerBadges.$inferInsert)[] = [];
  const receiptRows: (typeof venueRoundReceipts.$inferInsert)[] = [];
  const handicaps: SQL[] = [];
  for (const { i, posted, player, card, playedAt } of accepted) {
    const { round, now } = posted;
    const row = second.get(i)!;
    const roundno = row.roundno as number;

    // X-Handicap from the most recent rounds in played order, this one in its place (a late round too).
    const recent = [...(row.recent as { roundno: number; playedAt: string; strokes: number[]; pars: number[] }[]).map((r) => ({ ...r, at: Date.parse(r.playedAt) })), { roundno, at: playedAt.getTime(), strokes: card.strokes, pars: card.pars }]
      .sort((a, b) => b.at - a.at || b.roundno - a.roundno)
      .slice(0, XHANDICAP_ROUNDS);
    const xhandicap = xHandicap(recent.flatMap((r) => nineHoleScores(r)));

    const held = new Set(row.held as string[]);
    const badges = roundBadges({ driverDistances: card.driverDistances, gir: card.gir, holedPuttDistances: card.holedPuttDistances.filter((d): d is number => d !== null) }).filter((badge) => !held.has(badge));

    const tournamentno = round.tournamentno ?? null;
    const conditions: TournamentConditions | undefined =
      row.t_status == null
        ? undefined
        : {
            status: row.t_status as string,
            shopno: row.t_shopno as number | null,
            courseno: row.t_courseno as number,
            holes: row.t_holes as number,
            teeColourMen: row.t_tee_men as number,
            teeColourWomen: row.t_tee_women as number,
            playFormat: row.t_play_format as number,
            attemptsAllowed: row.t_attempts_allowed as number,
            rankType: row.t_rank_type as number,
            hiddenHoles: row.t_hidden_holes as number[] | null,
            startsAt: asDate(row.t_starts_at),
            endsAt: asDate(row.t_ends_at),
          };
    const entry: EntryScore | undefined =
      row.e_id == null
        ? undefined
        : {
            id: row.e_id as number,
            attempts: row.e_attempts as number,
            gross: row.e_gross as number | null,
            net: row.e_net as number | null,
            handicap: row.e_handicap as number | null,
            holeStrokes: row.e_hole_strokes as number[] | null,
          };
    const counted = tournamentno === null ? null : countForTournament(tournamentno, round, card, { ...player, roundno, playedAt }, conditions, entry);
    const tournament = counted?.outcome ?? null;

    const candidates = (row.events as (Omit<CandidateEvent, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string })[]).map((e) => ({ ...e, startsAt: asDate(e.startsAt), endsAt: asDate(e.endsAt) }));
    const minigames = countForMinigames(round, card.pars, playedAt, candidates);
    for (const write of minigames.writes) {
      const statement = minigameWrite(tx, write, player.playerPk, round.shopno, playedAt);
      if (statement) writes.push(statement);
    }

    const answer: RoundAnswer = {
      roundno,
      player_pk: player.playerPk,
      bay_round_id: round.bay_round_id,
      gross: card.totalStrokes,
      topar: card.totalStrokes - card.totalPar,
      xhandicap,
      previous_xhandicap: player.xhandicap,
      badges,
      tournament,
      minigames: minigames.outcomes,
      ranking: 'within 1 s',
    };
    roundRows.push({
      roundno,
      playerPk: player.playerPk,
      shopno: round.shopno,
      courseno: round.courseno,
      tournamentno: tournament?.counted ? tournamentno : null,
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
    });
    handicaps.push(sql`(${player.playerPk}::int, ${xhandicap}::real)`);
    // The player's lock orders this round's badges; the status job awards other kinds (tourRookie, glory).
    for (const badge of badges) badgeRows.push({ playerPk: player.playerPk, badge, earnedAt: playedAt, roundno });
    if (counted?.entry) writes.push(tx.update(tournamentEntries).set(counted.entry).where(eq(tournamentEntries.id, entry!.id)).getSQL());
    receiptRows.push({ shopno: round.shopno, bayRoundId: round.bay_round_id, roundno, answer: answer as unknown as Record<string, unknown>, createdAt: now });
    outcomes[i] = {
      answer,
      repeated: false,
      rerank: tournament?.counted && tournament.best ? [tournamentno!] : [],
      minigames: minigames.outcomes.filter((m) => m.counted).map((m) => m.eventno),
    };
  }
  writes.push(
    insertFromJson(rounds, roundRows),
    sql`update ${players} set xhandicap = v.x from (values ${sql.join(handicaps, sql`, `)}) as v(pk, x) where ${players.playerPk} = v.pk`,
  );
  if (badgeRows.length) writes.push(tx.insert(playerBadges).values(badgeRows).onConflictDoNothing().getSQL());
  if (takeBack) writes.push(takeBack);
  await tx.execute(sql`with ${sql.join(
    writes.map((write, n) => sql`${sql.raw(`w${n}`)} as (${write})`),
    sql`, `,
  )}
    ${insertFromJson(venueRoundReceipts, receiptRows)}`);
  applied.transactions++;
  applied.rounds += accepted.length;
  return outcomes;
}

/**
 * INSERT of rows that all have the same keys, as one JSON parameter read by json_populate_recordset:
 * drizzle's multi-row VALUES makes a parameter per column of each row (a batch of 32 rounds, some
 * 900), and its query builder was about a tenth of the server's CPU in a profile of the venue
 * bench. The keys are the table's property names, mapped to its columns; columns not among them
 * take their defaults.
 */
function insertFromJson<T extends PgTable>(table: T, rows: Record<string, unknown>[]): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]);
  const names = keys.map((key) => columns[key].name);
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, n) => [names[n], row[key]]))));
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`;
}

/** Whether the round counts for the tournament, and what the member's entry becomes if it does. */
function countForTournament(
  tournamentno: number,
  round: VenueRound,
  card: ReturnType<typeof scorecardOf>,
  player: { playerPk: number; gender: string; xhandicap: number | null; roundno: number; playedAt: Date },
  t: TournamentConditions | undefined,
  entry: EntryScore | undefined,
): { outcome: TournamentOutcome; entry?: Partial<typeof tournamentEntries.$inferInsert> } {
  const notCounted = (reason: string) => ({ outcome: { tournamentno, counted: false, reason } });
  if (!t) return notCounted('venue.reason.noTournament');
  if (t.status !== TOURNAMENT_STATUS.playing) return notCounted('venue.reason.notPlaying');
  if (player.playedAt < t.startsAt || player.playedAt >= t.endsAt) return notCounted('venue.reason.period');
  if (t.shopno !== null && t.shopno !== round.shopno) return notCounted('venue.reason.venue');
  if (t.courseno !== round.courseno) return notCounted('venue.reason.course');
  if (t.holes !== round.holes.length || round.start_hole !== 1) return notCounted('venue.reason.holes');
  if (!tournamentTees(player.gender, { men: t.teeColourMen, women: t.teeColourWomen }).includes(round.tee_colour)) return notCounted('venue.reason.tee');
  if (round.play_format !== t.playFormat) return notCounted('venue.reason.playFormat');
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
  return {
    outcome: { tournamentno, counted: true, gross, net, best, attempts: entry.attempts + 1 },
    entry: {
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
    },
  };
}

interface MinigameWrite {
  eventno: number;
  eventType: number;
  value: number;
  entry: { id: number; value: number } | null;
}

function countForMinigames(round: VenueRound, pars: number[], playedAt: Date, live: CandidateEvent[]): { outcomes: MinigameOutcome[]; writes: MinigameWrite[] } {
  if (round.eventno !== undefined && !live.length) return { outcomes: [{ eventno: round.eventno, counted: false, reason: 'venue.reason.noEvent' }], writes: [] };
  const outcomes: MinigameOutcome[] = [];
  const writes: MinigameWrite[] = [];
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
      writes.push({ eventno: event.eventno, eventType: event.eventType, value, entry: event.entry });
      outcomes.push({ eventno: event.eventno, counted: true, value });
    }
  }
  return { outcomes, writes };
}

/**
 * One entry per member and event: counts add up, distances keep the best (the player's row lock
 * orders this). The statement, for the batch's write, or undefined when nothing changes.
 */
function minigameWrite(tx: Tx, write: MinigameWrite, playerPk: number, shopno: number, at: Date): SQL | undefined {
  const { eventno, eventType, value, entry: existing } = write;
  const distance = [9, 10, 11, 12].includes(eventType);
  if (!existing) return tx.insert(minigameEntries).values({ eventno, playerPk, shopno, value, achievedAt: at }).getSQL();
  if (!distance) return tx.update(minigameEntries).set({ value: sql`${minigameEntries.value} + ${value}`, achievedAt: at }).where(eq(minigameEntries.id, existing.id)).getSQL();
  const better = valueOrder(eventType) === 'asc' ? value < existing.value : value > existing.value;
  return better ? tx.update(minigameEntries).set({ value, shopno, achievedAt: at }).where(eq(minigameEntries.id, existing.id)).getSQL() : undefined;
}

/** Forgets nonces older than twice the accepted skew: a request that old is refused for its timestamp anyway. */
export async function forgetOldNonces(db: Database, now = new Date()): Promise<number> {
  const rows = await db.delete(venueNonces).where(lte(venueNonces.seenAt, new Date(now.getTime() - 10 * 60_000))).returning({ nonce: venueNonces.nonce });
  return rows.length;
}
