import 'server-only';
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { announceChanges, membersChanged } from '@/lib/member-api/changes';
import { players, stores } from '@/lib/member-api/db/schema';
import { bays, bookingPlayers, bookings } from '@/lib/member-api/db/schema-booking';
import { BOOKING_STATUS, nextDay, normalizeCheckInCode, zonedClock, zonedInstant } from '@/lib/shared/domain/booking';

/**
 * The venue's side of bookings (issue 23): which booking a round from a bay belongs to, and the desk
 * software's list of a day's bookings with check-in and no-show marks. Only the venue's own bookings
 * are ever read or changed (the signing key's venue).
 */

/** A round may end this long after its booked slot and still be the booking's (a last putt after the hour). */
export const ROUND_GRACE_MINUTES = 15;

/** A booking named by its check-in code or its number. */
function byReference(reference: string) {
  const code = normalizeCheckInCode(reference);
  if (code) return eq(bookings.code, code);
  if (/^\d{1,10}$/.test(reference) && Number(reference) <= 2_147_483_647) return eq(bookings.id, Number(reference));
  return undefined;
}

/**
 * The member a round without a player goes to: the booking named by `reference` (check-in code or
 * number) or else the booking of that bay whose slot the round ended in; the booking must be the
 * venue's, of that bay, confirmed or checked in, and the round must end within its slot (plus the
 * grace). Within the booking, the player at `seat` (the order the players were named in: at booking,
 * or again at check-in by the desk), the first by default: the booking member unless the desk named
 * others. A seat that is a guest's or nobody's gives no member (`seat: true` in the answer): guests
 * have no record to keep a round in. The booking is marked checked in by the round.
 */
export async function bookedPlayerForRound(
  db: Database,
  round: { shopno: number; bay: number; playedAt: Date; reference?: string; seat?: number },
): Promise<{ playerPk: number; bookingId: number } | { seat: true } | undefined> {
  const reference = round.reference === undefined ? undefined : byReference(round.reference.trim());
  if (round.reference !== undefined && !reference) return undefined;
  const grace = ROUND_GRACE_MINUTES * 60_000;
  const [row] = await db
    .select({ id: bookings.id, playerPk: bookings.playerPk })
    .from(bookings)
    .innerJoin(bays, eq(bays.id, bookings.bayId))
    .where(
      and(
        eq(bookings.shopno, round.shopno),
        eq(bays.number, round.bay),
        inArray(bookings.status, [BOOKING_STATUS.confirmed, BOOKING_STATUS.checkedIn]),
        lte(bookings.startsAt, round.playedAt),
        gte(bookings.blockedUntil, new Date(round.playedAt.getTime() - grace)),
        reference,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const [seated] = await db
    .select({ playerPk: bookingPlayers.playerPk })
    .from(bookingPlayers)
    .where(and(eq(bookingPlayers.bookingId, row.id), eq(bookingPlayers.position, round.seat ?? 1)));
  if (!seated?.playerPk) return { seat: true };
  await db
    .update(bookings)
    .set({ status: BOOKING_STATUS.checkedIn, checkedInAt: round.playedAt })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, BOOKING_STATUS.confirmed)));
  return { playerPk: seated.playerPk, bookingId: row.id };
}

export interface DeskBooking {
  bookingno: number;
  code: string;
  status: string;
  bay: number;
  bayname: string;
  startsat: string;
  endsat: string;
  startlabel: string;
  endlabel: string;
  paymethod: string;
  amount: number;
  currency: string;
  /** The booking member's nickname, then the other players (members' nicknames, guests' names). */
  players: string[];
  /** The booking member's no-shows so far (a desk may ask for payment up front). */
  noshows: number;
}

/** A venue day's bookings (not cancelled or lapsed), by bay and start, in the venue's zone. */
export async function venueDayBookings(db: Database, shopno: number, day: string): Promise<{ timezone: string; bookings: DeskBooking[] } | undefined> {
  const [store] = await db.select({ timezone: stores.timezone }).from(stores).where(eq(stores.shopno, shopno));
  if (!store) return undefined;
  const from = zonedInstant(day, 0, store.timezone);
  const to = zonedInstant(nextDay(day), 0, store.timezone);
  const rows = await db
    .select({ booking: bookings, bayNumber: bays.number, bayName: bays.name })
    .from(bookings)
    .innerJoin(bays, eq(bays.id, bookings.bayId))
    .where(and(eq(bookings.shopno, shopno), gte(bookings.startsAt, from), lt(bookings.startsAt, to), inArray(bookings.status, [BOOKING_STATUS.held, BOOKING_STATUS.confirmed, BOOKING_STATUS.checkedIn, BOOKING_STATUS.noShow])))
    .orderBy(asc(bays.number), asc(bookings.startsAt));
  const ids = rows.map((r) => r.booking.id);
  const memberPks = [...new Set(rows.map((r) => r.booking.playerPk))];
  const [names, noShows] = await Promise.all([
    ids.length
      ? db
          .select({ bookingId: bookingPlayers.bookingId, nickname: players.nickname, guest: bookingPlayers.guestName })
          .from(bookingPlayers)
          .leftJoin(players, eq(players.playerPk, bookingPlayers.playerPk))
          .where(inArray(bookingPlayers.bookingId, ids))
          .orderBy(asc(bookingPlayers.position))
      : [],
    noShowCounts(db, memberPks),
  ]);
  return {
    timezone: store.timezone,
    bookings: rows.map(({ booking, bayNumber, bayName }) => ({
      bookingno: booking.id,
      code: booking.code,
      status: booking.status,
      bay: bayNumber,
      bayname: bayName,
      startsat: booking.startsAt.toISOString(),
      endsat: booking.endsAt.toISOString(),
      startlabel: zonedClock(booking.startsAt, store.timezone),
      endlabel: zonedClock(booking.endsAt, store.timezone),
      paymethod: booking.payMethod,
      amount: booking.amount,
      currency: booking.currency,
      players: names.filter((n) => n.bookingId === booking.id).map((n) => n.nickname ?? n.guest ?? ''),
      noshows: noShows.get(booking.playerPk) ?? 0,
    })),
  };
}

/** How many bookings of each member were marked no-show. */
export async function noShowCounts(db: Pick<Database, 'select'>, playerPks: number[]): Promise<Map<number, number>> {
  if (playerPks.length === 0) return new Map();
  const rows = await db
    .select({ playerPk: bookings.playerPk, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.playerPk, playerPks), eq(bookings.status, BOOKING_STATUS.noShow)))
    .groupBy(bookings.playerPk);
  return new Map(rows.map((r) => [r.playerPk, Number(r.n)]));
}

export type DeskMark = 'checked_in' | 'no_show';
/** A player the desk names at check-in: a member by their login ID, or a guest by name only. */
export type NamedPlayer = { player_id: string } | { guest: string };

/**
 * Marks a booking of the venue checked in (from its start's day, while not over) or a no-show (once
 * its start has passed and nobody came). Answers the new status, or why not.
 *
 * At check-in the desk may name who actually plays, in the order the bay seats them (`named`, 1 to
 * the bay's capacity): they replace the players named at booking, so the bay's rounds without a player
 * go to them (bookedPlayerForRound, by seat). Naming again later, once a round has checked the
 * booking in, is allowed. Members are named by login ID and must be active; guests by name only.
 */
export async function markBooking(
  db: Database,
  shopno: number,
  reference: string,
  mark: DeskMark,
  now = new Date(),
  named?: NamedPlayer[],
): Promise<{ ok: true; status: string; bookingno: number } | { ok: false; reason: 'notFound' | 'notMarkable' | 'unknownPlayer' | 'tooManyPlayers' }> {
  const which = byReference(reference.trim());
  if (!which) return { ok: false, reason: 'notFound' };
  const [found] = await db.select({ booking: bookings, capacity: bays.capacity }).from(bookings).innerJoin(bays, eq(bays.id, bookings.bayId)).where(and(eq(bookings.shopno, shopno), which));
  if (!found) return { ok: false, reason: 'notFound' };
  const { booking, capacity } = found;
  const naming = mark === BOOKING_STATUS.checkedIn && named !== undefined;
  let seats: { playerPk: number | null; guestName: string | null }[] = [];
  if (naming) {
    if (named.length > capacity) return { ok: false, reason: 'tooManyPlayers' };
    const ids = named.flatMap((p) => ('player_id' in p ? [p.player_id.trim().toLowerCase()] : []));
    const members = ids.length ? await db.select({ playerPk: players.playerPk, playerId: players.playerId }).from(players).where(and(inArray(players.playerId, ids), eq(players.status, 'active'))) : [];
    const pkOf = new Map(members.map((m) => [m.playerId, m.playerPk]));
    if (ids.some((id) => !pkOf.has(id))) return { ok: false, reason: 'unknownPlayer' };
    seats = named.map((p) => ('player_id' in p ? { playerPk: pkOf.get(p.player_id.trim().toLowerCase())!, guestName: null } : { playerPk: null, guestName: p.guest.trim() }));
  }
  const allowed =
    mark === BOOKING_STATUS.checkedIn
      ? or(eq(bookings.status, BOOKING_STATUS.confirmed), eq(bookings.status, BOOKING_STATUS.noShow), naming ? eq(bookings.status, BOOKING_STATUS.checkedIn) : undefined)
      : and(or(eq(bookings.status, BOOKING_STATUS.confirmed), eq(bookings.status, BOOKING_STATUS.checkedIn)), lte(bookings.startsAt, now));
  const outcome = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set(mark === BOOKING_STATUS.checkedIn ? { status: mark, checkedInAt: booking.checkedInAt ?? now, noShowAt: null } : { status: mark, noShowAt: now, checkedInAt: null })
      .where(and(eq(bookings.id, booking.id), allowed))
      .returning({ status: bookings.status });
    if (!changed) return { ok: false as const, reason: 'notMarkable' as const };
    if (naming) {
      await tx.delete(bookingPlayers).where(eq(bookingPlayers.bookingId, booking.id));
      if (seats.length) await tx.insert(bookingPlayers).values(seats.map((seat, i) => ({ bookingId: booking.id, position: i + 1, ...seat })));
    }
    return { ok: true as const, status: changed.status, bookingno: booking.id };
  });
  // The member's My bookings and record (their no-show count), the players named, the venue's day.
  if (outcome.ok) announceChanges([...membersChanged([booking.playerPk, ...seats.map((seat) => seat.playerPk)]), { kind: 'bookingVenue', id: shopno }]);
  return outcome;
}
