import 'server-only';
import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { entryPayments, jobRuns, mailOutbox, rounds, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { bookingPayments, bookings } from '@/lib/member-api/db/schema-booking';
import { nextDay, zonedDay, zonedInstant, zoneOffsetMinutes } from '@/lib/shared/domain/booking';

/**
 * The console's home: the day at a glance (issue 24 item 4). Figures of one calendar day in the
 * network's zone, from the member API's own tables (counts and sums, never a member's data).
 *
 * Scope: null is the whole network (network admin, support); a list of venues is a venue manager's
 * (their venues' rounds, bookings, their venues' tournaments' entries and the money of both). What a
 * role may see at all (inquiries, jobs and mails) is the caller's decision through the matrix; open
 * inquiries are the queue's own count (lib/portal/staff/inquiries.ts countWaiting).
 */
export type DashboardScope = readonly number[] | null;

/** A calendar day in a zone: its first instant and the next day's. */
export interface DayWindow {
  day: string;
  timeZone: string;
  start: Date;
  end: Date;
}

export function dayWindow(timeZone: string, now = new Date(), day = zonedDay(now, timeZone)): DayWindow {
  return { day, timeZone, start: zonedInstant(day, 0, timeZone), end: zonedInstant(nextDay(day), 0, timeZone) };
}

export interface MoneyLine {
  currency: string;
  /** Minor units paid by card this day (entries and bookings). */
  paid: number;
  /** Minor units refunded this day. */
  refunded: number;
}

export interface DayFigures {
  /** Rounds posted by the bays this day, per venue (venues without a round left out), most first. */
  roundsByVenue: { shopno: number; rounds: number }[];
  /** Rounds per hour of the day (0–23 on the zone's clock). */
  roundsByHour: number[];
  /** Bookings starting this day, by state. */
  bookings: Record<string, number>;
  /** Tournament entries made this day, and how many of them are paid by card. */
  entries: { total: number; paid: number };
  revenue: MoneyLine[];
}

const toNumber = (value: unknown) => Number(value ?? 0);

/** The day's figures for a scope. Five queries, each on an indexed time column. */
export async function dayFigures(db: Database, window: DayWindow, scope: DashboardScope): Promise<DayFigures> {
  if (scope !== null && scope.length === 0) return { roundsByVenue: [], roundsByHour: Array(24).fill(0), bookings: {}, entries: { total: 0, paid: 0 }, revenue: [] };
  const venues = scope === null ? null : [...scope];
  const inVenues = (column: Parameters<typeof inArray>[0]): SQL | undefined => (venues ? inArray(column, venues) : undefined);
  const during = (column: Parameters<typeof gte>[0]) => and(gte(column, window.start), lt(column, window.end));
  // The hour on the zone's clock: the offset at the day's start holds all day except on a change of
  // clocks, where an hour is shown one off (a chart of the day, not a ledger).
  const offsetMinutes = zoneOffsetMinutes(window.timeZone, window.start);
  const hourOf = sql<number>`extract(hour from ${rounds.playedAt} + make_interval(mins => ${offsetMinutes}))::int`;

  const [byVenue, byHour, bookingStates, entryCounts, entryMoney, bookingMoney] = await Promise.all([
    db
      .select({ shopno: rounds.shopno, rounds: sql<number>`count(*)::int` })
      .from(rounds)
      .where(and(during(rounds.playedAt), isNotNull(rounds.shopno), inVenues(rounds.shopno)))
      .groupBy(rounds.shopno),
    db
      .select({ hour: hourOf, rounds: sql<number>`count(*)::int` })
      .from(rounds)
      .where(and(during(rounds.playedAt), inVenues(rounds.shopno)))
      // By position: the offset is a bound parameter, and two parameters are never the same expression to PostgreSQL.
      .groupBy(sql`1`),
    db
      .select({ status: bookings.status, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(during(bookings.startsAt), inVenues(bookings.shopno)))
      .groupBy(bookings.status),
    db
      .select({ total: sql<number>`count(*)::int`, paid: sql<number>`count(*) filter (where ${tournamentEntries.paymentStatus} = 'paid')::int` })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
      .where(and(during(tournamentEntries.enteredAt), inVenues(tournaments.shopno))),
    db
      .select({
        currency: entryPayments.currency,
        paid: sql<number>`coalesce(sum(${entryPayments.amount}) filter (where ${entryPayments.status} = 'succeeded' and ${entryPayments.paidAt} >= ${window.start} and ${entryPayments.paidAt} < ${window.end}), 0)::bigint`,
        refunded: sql<number>`coalesce(sum(${entryPayments.refundAmount}) filter (where ${entryPayments.refundStatus} = 'succeeded' and ${entryPayments.refundedAt} >= ${window.start} and ${entryPayments.refundedAt} < ${window.end}), 0)::bigint`,
      })
      .from(entryPayments)
      .innerJoin(tournaments, eq(tournaments.tournamentno, entryPayments.tournamentno))
      .where(and(sql`(${during(entryPayments.paidAt)} or ${during(entryPayments.refundedAt)})`, inVenues(tournaments.shopno)))
      .groupBy(entryPayments.currency),
    db
      .select({
        currency: bookingPayments.currency,
        paid: sql<number>`coalesce(sum(${bookingPayments.amount}) filter (where ${bookingPayments.status} = 'succeeded' and ${bookingPayments.paidAt} >= ${window.start} and ${bookingPayments.paidAt} < ${window.end}), 0)::bigint`,
        refunded: sql<number>`coalesce(sum(${bookingPayments.refundAmount}) filter (where ${bookingPayments.refundStatus} = 'succeeded' and ${bookingPayments.refundedAt} >= ${window.start} and ${bookingPayments.refundedAt} < ${window.end}), 0)::bigint`,
      })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .where(and(sql`(${during(bookingPayments.paidAt)} or ${during(bookingPayments.refundedAt)})`, inVenues(bookings.shopno)))
      .groupBy(bookingPayments.currency),
  ]);

  const roundsByHour: number[] = Array(24).fill(0);
  for (const row of byHour) if (row.hour >= 0 && row.hour < 24) roundsByHour[row.hour] += toNumber(row.rounds);
  const money = new Map<string, MoneyLine>();
  for (const row of [...entryMoney, ...bookingMoney]) {
    const line = money.get(row.currency) ?? { currency: row.currency, paid: 0, refunded: 0 };
    line.paid += toNumber(row.paid);
    line.refunded += toNumber(row.refunded);
    money.set(row.currency, line);
  }
  return {
    roundsByVenue: byVenue
      .map((row) => ({ shopno: row.shopno as number, rounds: toNumber(row.rounds) }))
      .sort((a, b) => b.rounds - a.rounds || a.shopno - b.shopno),
    roundsByHour,
    bookings: Object.fromEntries(bookingStates.map((row) => [row.status, toNumber(row.count)])),
    entries: { total: toNumber(entryCounts[0]?.total), paid: toNumber(entryCounts[0]?.paid) },
    revenue: [...money.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

/** What of the machinery is failing: jobs whose last run failed, and mails not yet delivered. */
export async function operationsHealth(db: Database, now = new Date()) {
  const [failedJobs, [mail]] = await Promise.all([
    db
      .select({ name: jobRuns.name, finishedAt: jobRuns.finishedAt, lastResult: jobRuns.lastResult })
      .from(jobRuns)
      .where(eq(jobRuns.lastOk, false))
      .orderBy(jobRuns.name),
    db
      .select({
        queued: sql<number>`count(*)::int`,
        // A mail a server refused at least once and that is still waiting for its next try.
        failing: sql<number>`count(*) filter (where ${mailOutbox.lastError} is not null)::int`,
        oldest: sql<string | null>`min(${mailOutbox.createdAt})`,
      })
      .from(mailOutbox),
  ]);
  const oldest = mail?.oldest ? new Date(String(mail.oldest).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')) : null;
  return {
    failedJobs: failedJobs.map((job) => ({ name: job.name, finishedAt: job.finishedAt, lastResult: (job.lastResult ?? '').slice(0, 200) })),
    mail: { queued: toNumber(mail?.queued), failing: toNumber(mail?.failing), oldestMinutes: oldest && Number.isFinite(oldest.getTime()) ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000)) : null },
  };
}
