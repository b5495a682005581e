import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { cacheTags, tagsForChange } from '@/lib/portal/cache/tags';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import { courses, entryPayments, players, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { zonedClock, zonedDay, zonedInstant } from '@/lib/shared/domain/booking';
import { TOURNAMENT_DRAFT, TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { drawHiddenHoles } from '@/lib/shared/domain/ranking';
import { zoneLabel } from '@/lib/shared/domain/timezone';
import { settlePayments } from '@/lib/member-api/payments';
import { rerankTournament } from '@/lib/member-api/venue/rerank';
import type { TournamentInput } from '@/lib/shared/validation/tournament';
import type { StaffSession } from './sessions';

/**
 * Tournaments as the operator console manages them (issue 24 item 3): created as a draft (status '0',
 * which no public read shows), published (ready: on the schedule), edited, cancelled (every paid
 * entry refunded by the payments' own settle job, lib/member-api/payments settlePayments) and a
 * score corrected (places recomputed by the venue API's own rerankTournament).
 *
 * A network-wide tournament (no venue) counts as venue 0 for the matrix: only a network admin's.
 */
export const NETWORK_WIDE = 0;

/** The network's zone (NETWORK_TIMEZONE): a network-wide tournament's dates are its wall clock. */
export const networkZone = () => env.networkTimezone;

/** The matrix's venue of a tournament: its venue, NETWORK_WIDE, or undefined when there is none. */
export async function venueOfTournament(db: Database, tournamentno: number): Promise<number | undefined> {
  const [row] = await db.select({ shopno: tournaments.shopno }).from(tournaments).where(eq(tournaments.tournamentno, tournamentno));
  return row ? (row.shopno ?? NETWORK_WIDE) : undefined;
}

/** The matrix's venue of a form: the chosen venue when it exists, NETWORK_WIDE, or undefined. */
export async function venueOfForm(db: Database, shopno: number): Promise<number | undefined> {
  if (shopno === NETWORK_WIDE) return NETWORK_WIDE;
  const [row] = await db.select({ shopno: stores.shopno }).from(stores).where(eq(stores.shopno, shopno));
  return row?.shopno;
}

/** The zone a tournament's dates are entered and shown in: its venue's, or the network's. */
export async function zoneOf(db: Database, shopno: number | null, networkZone: string): Promise<string> {
  if (!shopno) return networkZone;
  const [row] = await db.select({ timezone: stores.timezone }).from(stores).where(eq(stores.shopno, shopno));
  return row?.timezone ?? networkZone;
}

/** "2026-12-01T09:00" in a zone as an instant, and back. */
export function fromLocal(local: string, timeZone: string): Date {
  const [day, clock] = local.split('T');
  const [hours, minutes] = clock.split(':').map(Number);
  return zonedInstant(day, hours * 60 + minutes, timeZone);
}
export const toLocal = (at: Date, timeZone: string) => `${zonedDay(at, timeZone)}T${zonedClock(at, timeZone)}`;

export type TournamentState = 'draft' | 'ready' | 'playing' | 'completed' | 'cancelled';
const STATE_OF: Record<string, TournamentState> = {
  [TOURNAMENT_DRAFT]: 'draft',
  [TOURNAMENT_STATUS.ready]: 'ready',
  [TOURNAMENT_STATUS.playing]: 'playing',
  [TOURNAMENT_STATUS.completed]: 'completed',
  [TOURNAMENT_STATUS.cancelled]: 'cancelled',
};
export const stateOf = (status: string): TournamentState => STATE_OF[status] ?? 'draft';

/** What may happen to a tournament in each state (the console's state machine). */
export const canEdit = (state: TournamentState) => state === 'draft' || state === 'ready' || state === 'playing';
export const canPublish = (state: TournamentState) => state === 'draft';
export const canCancel = (state: TournamentState) => state === 'draft' || state === 'ready' || state === 'playing';
export const canCorrect = (state: TournamentState) => state === 'playing' || state === 'completed';

/** Tournaments whose English or Korean name contains `query` (case-insensitive), or every one. */
function nameContains(query: string) {
  const q = query.trim();
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(tournaments.name, like), ilike(tournaments.nameKo, like));
}

/** The tournaments a staff member may manage: every one for a network admin, their venues' for a manager. */
export async function listTournamentsFor(db: Database, staff: Pick<StaffSession, 'role' | 'venues'>, lang: 'en' | 'ko', query = '') {
  if (staff.role !== 'network_admin' && staff.venues.length === 0) return [];
  const rows = await db
    .select({
      tournamentno: tournaments.tournamentno,
      name: lang === 'ko' ? sql<string>`coalesce(${tournaments.nameKo}, ${tournaments.name})` : tournaments.name,
      status: tournaments.status,
      shopno: tournaments.shopno,
      venue: lang === 'ko' ? sql<string | null>`coalesce(${stores.nameKo}, ${stores.name})` : stores.name,
      startsAt: tournaments.startsAt,
      endsAt: tournaments.endsAt,
      timezone: stores.timezone,
    })
    .from(tournaments)
    .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
    .where(and(staff.role === 'network_admin' ? undefined : inArray(tournaments.shopno, staff.venues), nameContains(query)))
    .orderBy(desc(tournaments.startsAt), desc(tournaments.tournamentno))
    .limit(200);
  return rows.map((row) => ({ ...row, state: stateOf(row.status) }));
}

/** One tournament as the console's form and detail page show it (dates as wall clocks of its zone). */
export async function tournamentDetail(db: Database, tournamentno: number, networkZone: string) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.tournamentno, tournamentno));
  if (!row) return undefined;
  const timezone = await zoneOf(db, row.shopno, networkZone);
  return {
    row,
    state: stateOf(row.status),
    timezone,
    form: {
      tournamentno: row.tournamentno,
      name: row.name,
      nameKo: row.nameKo ?? '',
      description: row.description ?? '',
      descriptionKo: row.descriptionKo ?? '',
      prize: row.prize ?? '',
      prizeKo: row.prizeKo ?? '',
      shopno: row.shopno ?? NETWORK_WIDE,
      courseno: row.courseno,
      startsAt: toLocal(row.startsAt, timezone),
      endsAt: toLocal(row.endsAt, timezone),
      entryFee: row.entryFee,
      entryLimit: row.entryLimit ?? undefined,
      attemptsAllowed: row.attemptsAllowed,
      rankType: row.rankType as TournamentInput['rankType'],
      tourType: row.tourType,
      tourClass: row.tourClass,
    } satisfies TournamentInput,
  };
}

/** The courses a tournament may be played on (the form's choice). */
export function courseChoices(db: Database, lang: 'en' | 'ko') {
  return db
    .select({ courseno: courses.courseno, name: lang === 'ko' ? sql<string>`coalesce(${courses.nameKo}, ${courses.name})` : courses.name })
    .from(courses)
    .orderBy(asc(courses.name));
}

/** What the audit log keeps of a tournament (before and after a change). */
function snapshot(row: typeof tournaments.$inferSelect) {
  const { tournamentno, name, nameKo, description, descriptionKo, prize, prizeKo, shopno, courseno, startsAt, endsAt, entryFee, currency, entryLimit, attemptsAllowed, rankType, tourType, tourClass, status } = row;
  return { tournamentno, name, nameKo, description, descriptionKo, prize, prizeKo, shopno, courseno, startsAt, endsAt, entryFee, currency, entryLimit, attemptsAllowed, rankType, tourType, tourClass, status };
}
export type TournamentSnapshot = ReturnType<typeof snapshot>;

export type Change<T = TournamentSnapshot | null> = { ok: true; tournamentno: number; before: T; after: T } | { ok: false; status: 404 | 409; message: string };

const conflict = (message: string): Change<never> => ({ ok: false, status: 409, message: `admin.tournaments.errors.${message}` });
const missing: Change<never> = { ok: false, status: 404, message: 'admin.errors.notFound' };

/**
 * Creates (a draft) or edits a tournament from the console's form. The dates are read in the zone of
 * the venue chosen (the network's for a network-wide one). A completed or cancelled tournament is
 * no longer edited (409).
 */
export async function saveTournament(db: Database, input: TournamentInput, networkZone: string): Promise<Change> {
  const shopno = input.shopno === NETWORK_WIDE ? null : input.shopno;
  const timezone = await zoneOf(db, shopno, networkZone);
  const startsAt = fromLocal(input.startsAt, timezone);
  const endsAt = fromLocal(input.endsAt, timezone);
  if (endsAt <= startsAt) return conflict('endBeforeStart');
  const [course] = await db.select({ courseno: courses.courseno, holes: courses.holeCount }).from(courses).where(eq(courses.courseno, input.courseno));
  if (!course) return conflict('courseRequired');
  const values = {
    name: input.name,
    nameKo: input.nameKo,
    description: input.description || null,
    descriptionKo: input.descriptionKo || null,
    prize: input.prize || null,
    prizeKo: input.prizeKo || null,
    shopno,
    courseno: input.courseno,
    startsAt,
    endsAt,
    season: Number(zonedDay(startsAt, timezone).slice(0, 4)),
    entryFee: input.entryFee,
    entryLimit: input.entryLimit ?? null,
    attemptsAllowed: input.attemptsAllowed,
    rankType: Number(input.rankType),
    tourType: input.tourType,
    tourClass: input.tourClass,
  };
  return db.transaction(async (tx) => {
    if (input.tournamentno === undefined) {
      const [inserted] = await tx
        .insert(tournaments)
        .values({ ...values, status: TOURNAMENT_DRAFT, playFormat: 1, holes: course.holes })
        .returning({ tournamentno: tournaments.tournamentno });
      // New Peria's hidden holes, drawn once as the seed draws them (secret until it is completed).
      const [row] = await tx
        .update(tournaments)
        .set({ hiddenHoles: drawHiddenHoles(inserted.tournamentno, course.holes) })
        .where(eq(tournaments.tournamentno, inserted.tournamentno))
        .returning();
      return { ok: true, tournamentno: row.tournamentno, before: null, after: snapshot(row) };
    }
    const [current] = await tx.select().from(tournaments).where(eq(tournaments.tournamentno, input.tournamentno)).for('update');
    if (!current) return missing;
    if (!canEdit(stateOf(current.status))) return conflict('closed');
    const [row] = await tx.update(tournaments).set(values).where(eq(tournaments.tournamentno, input.tournamentno)).returning();
    return { ok: true, tournamentno: row.tournamentno, before: snapshot(current), after: snapshot(row) };
  });
}

/** Moves a tournament from one state to another under a row lock, when `allowed` says it may. */
async function transition(db: Database, tournamentno: number, allowed: (state: TournamentState) => boolean, to: string, refusal: string): Promise<Change> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(tournaments).where(eq(tournaments.tournamentno, tournamentno)).for('update');
    if (!current) return missing;
    if (!allowed(stateOf(current.status))) return conflict(refusal);
    const [row] = await tx.update(tournaments).set({ status: to }).where(eq(tournaments.tournamentno, tournamentno)).returning();
    return { ok: true, tournamentno, before: snapshot(current), after: snapshot(row) };
  });
}

/** Publishes a draft: it becomes ready (on the public schedule; the status job starts it on time). */
export const publishTournament = (db: Database, tournamentno: number) => transition(db, tournamentno, canPublish, TOURNAMENT_STATUS.ready, 'notDraft');

/**
 * Cancels a tournament that is not over, then runs the payments' settle job at once, which decides a
 * full refund (refund policy: a cancelled tournament's fee goes back) of every paid entry and asks
 * Stripe for it. That job runs every minute anyway: one missed here (Stripe unreachable) follows.
 */
export async function cancelTournament(db: Database, tournamentno: number, now = new Date()): Promise<Change & { settled?: string }> {
  const change = await transition(db, tournamentno, canCancel, TOURNAMENT_STATUS.cancelled, 'notCancellable');
  if (!change.ok) return change;
  let settled: string | undefined;
  try {
    settled = await settlePayments(db, now);
  } catch (error) {
    console.warn(`[console] refunds of cancelled tournament ${tournamentno} are left to the settle job`, (error as Error).message);
  }
  return { ...change, settled };
}

/** The scored entries of a tournament by gross place (the score-correction table). */
export function scoredEntries(db: Database, tournamentno: number) {
  return db
    .select({
      id: tournamentEntries.id,
      playerPk: tournamentEntries.playerPk,
      nickname: players.nickname,
      gross: tournamentEntries.gross,
      net: tournamentEntries.net,
      rankGross: tournamentEntries.rankGross,
      rankNet: tournamentEntries.rankNet,
    })
    .from(tournamentEntries)
    .innerJoin(players, eq(players.playerPk, tournamentEntries.playerPk))
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), isNotNull(tournamentEntries.gross)))
    .orderBy(asc(tournamentEntries.rankGross), asc(tournamentEntries.id))
    .limit(500);
}

/**
 * Corrects an entry's gross score (its net and New Peria net follow with the same handicaps) and
 * re-ranks the tournament, in one transaction. Only while it is played or once completed.
 */
export async function correctScore(db: Database, input: { tournamentno: number; entryId: number; gross: number }) {
  type Scores = { gross: number | null; net: number | null; periaNet: number | null; rankGross: number | null; rankNet: number | null; rankPeria: number | null };
  return db.transaction(async (tx): Promise<Change<Scores & { playerPk: number }> & { moved?: number }> => {
    const [tournament] = await tx.select({ status: tournaments.status }).from(tournaments).where(eq(tournaments.tournamentno, input.tournamentno)).for('update');
    if (!tournament) return missing;
    if (!canCorrect(stateOf(tournament.status))) return conflict('notScored');
    const columns = {
      playerPk: tournamentEntries.playerPk,
      gross: tournamentEntries.gross,
      toPar: tournamentEntries.toPar,
      handicap: tournamentEntries.handicap,
      periaHandicap: tournamentEntries.periaHandicap,
      net: tournamentEntries.net,
      periaNet: tournamentEntries.periaNet,
      rankGross: tournamentEntries.rankGross,
      rankNet: tournamentEntries.rankNet,
      rankPeria: tournamentEntries.rankPeria,
    };
    const where = and(eq(tournamentEntries.id, input.entryId), eq(tournamentEntries.tournamentno, input.tournamentno));
    const [entry] = await tx.select(columns).from(tournamentEntries).where(where).for('update');
    if (!entry) return missing;
    if (entry.gross === null) return conflict('notScored');
    const scores = (e: typeof entry) => ({ playerPk: e.playerPk, gross: e.gross, net: e.net, periaNet: e.periaNet, rankGross: e.rankGross, rankNet: e.rankNet, rankPeria: e.rankPeria });
    await tx
      .update(tournamentEntries)
      .set({
        gross: input.gross,
        toPar: entry.toPar === null ? null : entry.toPar + (input.gross - entry.gross),
        net: input.gross - (entry.handicap ?? 0),
        periaNet: entry.periaNet === null ? null : input.gross - (entry.periaHandicap ?? 0),
      })
      .where(where);
    const moved = await rerankTournament(tx, input.tournamentno);
    const [after] = await tx.select(columns).from(tournamentEntries).where(where);
    return { ok: true, tournamentno: input.tournamentno, before: scores(entry), after: scores(after), moved };
  });
}

/**
 * Expires what shows a tournament at once (its pages, the schedule and the lists that count it, the
 * home page, the sitemap, the venue pages): the same tags an entry expires (lib/portal/cache/tags.ts).
 * Otherwise the public pages would follow within their lifetime (TOURNAMENT_LIFE, 60 s).
 */
export function expireTournament(tournamentno: number): void {
  for (const tag of [...tagsForChange({ kind: 'tournament', id: tournamentno }), cacheTags.venues]) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a Next.js request (a unit test) there is no cache to expire.
      if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
    }
  }
}

/**
 * The form's choices for a staff member: the venues they may hold a tournament at (each with its
 * zone and label), the courses, and the network-wide option with the network's zone (network admins only).
 */
export async function formChoices(db: Database, staff: Pick<StaffSession, 'role' | 'venues'>, lang: 'en' | 'ko', now = new Date()) {
  const venueQuery = db
    .select({ shopno: stores.shopno, name: lang === 'ko' ? sql<string>`coalesce(${stores.nameKo}, ${stores.name})` : stores.name, timezone: stores.timezone })
    .from(stores)
    .orderBy(asc(stores.shopno));
  const venueRows = staff.role === 'network_admin' ? await venueQuery : staff.venues.length ? await venueQuery.where(inArray(stores.shopno, staff.venues)) : [];
  const zone = networkZone();
  return {
    venues: venueRows.map((v) => ({ ...v, zoneLabel: zoneLabel(v.timezone, now) })),
    courses: await courseChoices(db, lang),
    network: staff.role === 'network_admin' ? { timezone: zone, zoneLabel: zoneLabel(zone, now) } : undefined,
  };
}

/**
 * A tournament's card payments as staff follow a cancellation: succeeded payments, and how many of
 * them have a refund decided (pending at Stripe) or completed.
 */
export async function paymentSummary(db: Database, tournamentno: number) {
  const [row] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${entryPayments.status} = 'succeeded')::int`,
      refundPending: sql<number>`count(*) filter (where ${entryPayments.refundStatus} = 'pending')::int`,
      refunded: sql<number>`count(*) filter (where ${entryPayments.refundStatus} = 'succeeded')::int`,
    })
    .from(entryPayments)
    .where(eq(entryPayments.tournamentno, tournamentno));
  return { paid: row?.paid ?? 0, refundPending: row?.refundPending ?? 0, refunded: row?.refunded ?? 0 };
}
