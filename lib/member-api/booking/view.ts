import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { players, stores } from '@/lib/member-api/db/schema';
import { bays, bookingPayments, bookingPlayers, bookings, bookingSettings } from '@/lib/member-api/db/schema-booking';
import { BOOKING_STATUS, cancelDecision, zonedClock, zonedDay, type BayKind, type BookingStatus, type BookingTerms, type PayMethod } from '@/lib/shared/domain/booking';
import type { BookingView } from '@/lib/upstream/operations/booking';
import { venueName } from './venue';

export type BookingRow = typeof bookings.$inferSelect;

/** What a booking's view shows beside its own row. */
export interface BookingViewParts {
  venue: { name: string; nameKo: string | null; timeZone: string };
  bay: Pick<typeof bays.$inferSelect, 'id' | 'number' | 'name' | 'kind'>;
  terms: Pick<BookingTerms, 'freeCancelHours' | 'lateRefundPercent'>;
  /** In position order; `name` is the member's nickname or the guest's name. */
  players: { position: number; playerPk: number | null; name: string }[];
  /** What was paid by card and not refunded (minor units). */
  paid: number;
}

/**
 * A booking as the member sees it, from its row and parts a call already holds (a new booking's
 * venue, bay and players are all in hand: reading them again cost five statements).
 */
export function bookingView(row: BookingRow, parts: BookingViewParts, lang: string, now: Date): BookingView {
  const { venue, bay, terms } = parts;
  const decision = cancelDecision({ startsAt: row.startsAt, status: row.status as BookingStatus, paid: parts.paid }, terms, now);
  return {
    bookingno: row.id,
    code: row.code,
    status: row.status as BookingStatus,
    shopno: row.shopno,
    shopname: venueName(venue, lang),
    timezone: venue.timeZone,
    bayid: bay.id,
    baynumber: bay.number,
    bayname: bay.name,
    baykind: bay.kind as BayKind,
    startsat: row.startsAt.toISOString(),
    endsat: row.endsAt.toISOString(),
    day: zonedDay(row.startsAt, venue.timeZone),
    startlabel: zonedClock(row.startsAt, venue.timeZone),
    endlabel: zonedClock(row.endsAt, venue.timeZone),
    slots: row.slots,
    paymethod: row.payMethod as PayMethod,
    amount: row.amount,
    currency: row.currency,
    holdexpiresat: row.status === BOOKING_STATUS.held ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    checkedin_at: row.checkedInAt?.toISOString() ?? null,
    players: parts.players.map((p) => ({ position: p.position, name: p.name, playerpk: p.playerPk, guest: p.playerPk === null })),
    cancel: decision.allowed
      ? { allowed: true, refund: decision.refund, free: decision.free, freeuntil: decision.freeUntil.toISOString(), reason: null }
      : { allowed: false, refund: 0, free: false, freeuntil: decision.freeUntil.toISOString(), reason: decision.reason },
    terms: { freecancelhours: terms.freeCancelHours, laterefundpercent: terms.lateRefundPercent },
  };
}

/** The players of some bookings with their names, in position order. */
export async function bookingPlayerNames(db: Pick<Database, 'select'>, bookingIds: number[]) {
  const rows = await db
    .select({ bookingId: bookingPlayers.bookingId, position: bookingPlayers.position, playerPk: bookingPlayers.playerPk, guest: bookingPlayers.guestName, nickname: players.nickname })
    .from(bookingPlayers)
    .leftJoin(players, eq(players.playerPk, bookingPlayers.playerPk))
    .where(inArray(bookingPlayers.bookingId, bookingIds))
    .orderBy(asc(bookingPlayers.position));
  return rows.map((p) => ({ bookingId: p.bookingId, position: p.position, playerPk: p.playerPk, name: p.nickname ?? p.guest ?? '' }));
}

/** What was paid by card and not refunded, per booking. */
export async function paidAmounts(db: Pick<Database, 'select'>, bookingIds: number[]) {
  return db
    .select({ bookingId: bookingPayments.bookingId, amount: bookingPayments.amount })
    .from(bookingPayments)
    .where(and(inArray(bookingPayments.bookingId, bookingIds), eq(bookingPayments.status, 'succeeded'), isNull(bookingPayments.refundStatus)));
}

/** Bookings as the member sees them, everything beside their rows read from the database. */
export async function bookingViews(db: Database, rows: BookingRow[], lang: string, now = new Date()): Promise<BookingView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const shopnos = [...new Set(rows.map((r) => r.shopno))];
  const [bayRows, storeRows, settingRows, playerRows, paid] = await Promise.all([
    db.select().from(bays).where(inArray(bays.id, [...new Set(rows.map((r) => r.bayId))])),
    db.select({ shopno: stores.shopno, name: stores.name, nameKo: stores.nameKo, timeZone: stores.timezone }).from(stores).where(inArray(stores.shopno, shopnos)),
    db.select().from(bookingSettings).where(inArray(bookingSettings.shopno, shopnos)),
    bookingPlayerNames(db, ids),
    paidAmounts(db, ids),
  ]);
  return rows.map((row) =>
    bookingView(
      row,
      {
        venue: storeRows.find((s) => s.shopno === row.shopno)!,
        bay: bayRows.find((b) => b.id === row.bayId)!,
        terms: settingRows.find((s) => s.shopno === row.shopno)!,
        players: playerRows.filter((p) => p.bookingId === row.id),
        paid: paid.find((p) => p.bookingId === row.id)?.amount ?? 0,
      },
      lang,
      now,
    ),
  );
}
