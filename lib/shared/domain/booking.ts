/**
 * The rules of bay booking (issue 23), pure and unit-tested: a venue's slots for a day in its own
 * time zone (daylight saving included), the price of a booking, the one cancellation rule ("free
 * until X hours before, then Y %"), the hold of an unpaid booking and the check-in code. The member
 * API applies them; every text that states the rule renders it from `bookingPolicyStatement` with the
 * `bookingPolicy` messages, so no two places can say different things.
 */
import { parseRange, WEEKDAYS } from './opening-hours';
import { refundPolicy } from './refund-policy';
import { zoneFormat } from './timezone';

export const BOOKING_STATUS = {
  /** Waiting for its card payment until hold_expires_at. */
  held: 'held',
  /** Paid by card, or to be paid at the venue. */
  confirmed: 'confirmed',
  checkedIn: 'checked_in',
  noShow: 'no_show',
  cancelled: 'cancelled',
  /** Its hold ran out unpaid. */
  lapsed: 'lapsed',
} as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];
/** The statuses that take the bay (the database's exclusion constraint lists the same ones). */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = [BOOKING_STATUS.held, BOOKING_STATUS.confirmed, BOOKING_STATUS.checkedIn, BOOKING_STATUS.noShow];

export const BAY_KINDS = ['standard', 'premium', 'lounge'] as const;
export type BayKind = (typeof BAY_KINDS)[number];
/** Which golfers a bay's hitting mat serves (bays.handedness). */
export const BAY_HANDEDNESS = ['right', 'left', 'both'] as const;
export type BayHandedness = (typeof BAY_HANDEDNESS)[number];
/** The most players a bay may be set up for (its capacity, 1 to this). */
export const BAY_CAPACITY_MAX = 8;
export const PRICE_BANDS = ['offpeak', 'peak'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
export const PAY_METHODS = ['card', 'venue'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * The decisions of issue 23, as defaults of a venue's booking_settings row (a venue may set its own):
 * one-hour slots with 10 minutes of the last one kept for resetting the bay, at most 3 slots, 14 days
 * ahead; free cancellation until 24 hours before the start, then half the price back; weekdays from
 * 17:00 and weekends are peak.
 */
export const bookingDefaults = {
  slotMinutes: 60,
  bufferMinutes: 10,
  maxSlots: 3,
  advanceDays: 14,
  freeCancelHours: 24,
  lateRefundPercent: 50,
  peakFromMinute: 17 * 60,
} as const;

/** How long a booking waiting for its card payment keeps its bay before it lapses (network-wide). */
export const bookingHoldMinutes = 15;
/** The reminder mail goes out this many hours before the start. */
export const bookingReminderHours = 3;
/** The most players of a booking is the bay's capacity; a guest is kept by name only, this long at most. */
export const GUEST_NAME_MAX = 40;

export interface BookingTerms {
  slotMinutes: number;
  bufferMinutes: number;
  maxSlots: number;
  advanceDays: number;
  freeCancelHours: number;
  lateRefundPercent: number;
  peakFromMinute: number;
}

// ---------------------------------------------------------------- time in the venue's zone

/**
 * Minutes the zone is ahead of UTC at an instant (daylight saving included). A venue day's grid asks
 * a few times per slot, so the zone's formatter is the kept one (zoneFormat).
 */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const name = zoneFormat(timeZone, 'longOffset').formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is `day` a real calendar day written YYYY-MM-DD? */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/**
 * The instant at which the venue's clock shows `minute` minutes after the midnight starting `day`
 * (a minute past 1440 is on the next day). A time skipped by a spring-forward change is read with
 * the offset before the change (02:30 becomes 03:30); a time repeated in the autumn is its first.
 */
export function zonedInstant(day: string, minute: number, timeZone: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minute * 60_000;
  // The offsets in force a day before and a day after: a reading is valid when the zone has that
  // offset at the instant it gives. Two valid readings (autumn): the earlier; none (spring gap): the
  // offset before the change.
  const before = wall - zoneOffsetMinutes(timeZone, new Date(wall - 86_400_000)) * 60_000;
  const after = wall - zoneOffsetMinutes(timeZone, new Date(wall + 86_400_000)) * 60_000;
  const valid = [before, after].filter((at) => at + zoneOffsetMinutes(timeZone, new Date(at)) * 60_000 === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** The venue's calendar day (YYYY-MM-DD) at an instant. */
export function zonedDay(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000).toISOString().slice(0, 10);
}

/** The venue's wall clock "HH:MM" at an instant. */
export function zonedClock(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000).toISOString().slice(11, 16);
}

/** The day after `day`, and the weekday (0 Sunday) of a day. */
export function nextDay(day: string, by = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

// ---------------------------------------------------------------- slots

export interface Slot {
  startsAt: Date;
  /** The slot's end on the grid (the next slot's start). */
  endsAt: Date;
  /** The venue's clock at the start, "HH:MM". */
  label: string;
  band: PriceBand;
}

/** The day's opening hours: an exception for that day (null: closed) wins over the weekly hours. */
export function hoursForDay(weekly: Partial<Record<string, string>>, day: string, exception?: { hours: string | null }): { open: number; close: number } | undefined {
  if (exception) return exception.hours === null ? undefined : parseRange(exception.hours);
  return parseRange(weekly[WEEKDAYS[weekdayOf(day)]]);
}

/** Peak or off-peak for a slot starting at `startsAt` at the venue: weekends all day, weekdays from peakFromMinute. */
export function priceBand(startsAt: Date, timeZone: string, peakFromMinute: number): PriceBand {
  const local = new Date(startsAt.getTime() + zoneOffsetMinutes(timeZone, startsAt) * 60_000);
  const weekday = local.getUTCDay();
  if (weekday === 0 || weekday === 6) return 'peak';
  return local.getUTCHours() * 60 + local.getUTCMinutes() >= peakFromMinute ? 'peak' : 'offpeak';
}

type DayInput = { day: string; timeZone: string; weekly: Partial<Record<string, string>>; exception?: { hours: string | null }; terms: Pick<BookingTerms, 'slotMinutes' | 'peakFromMinute'> };

/** A venue day's slot grid: its opening instant, the slot length and how many slots fit before closing; undefined when closed. */
function dayGrid(input: DayInput): { opens: number; step: number; count: number } | undefined {
  const hours = hoursForDay(input.weekly, input.day, input.exception);
  if (!hours) return undefined;
  const opens = zonedInstant(input.day, hours.open, input.timeZone).getTime();
  const closes = zonedInstant(input.day, hours.close, input.timeZone).getTime();
  const step = input.terms.slotMinutes * 60_000;
  return { opens, step, count: Math.max(0, Math.floor((closes - opens) / step)) };
}

function slotOf(grid: { opens: number; step: number }, index: number, input: DayInput): Slot {
  const start = grid.opens + index * grid.step;
  const startsAt = new Date(start);
  return { startsAt, endsAt: new Date(start + grid.step), label: zonedClock(startsAt, input.timeZone), band: priceBand(startsAt, input.timeZone, input.terms.peakFromMinute) };
}

/**
 * The slots of a venue's day: from the opening instant, one every slotMinutes of real time, each
 * wholly before the closing instant. A night that loses or gains an hour has one slot fewer or more,
 * and every slot is labelled with the venue's clock at its start.
 */
export function daySlots(input: DayInput): Slot[] {
  const grid = dayGrid(input);
  return grid ? Array.from({ length: grid.count }, (_, index) => slotOf(grid, index, input)) : [];
}

/** A booking of `slots` slots from `startsAt`: play ends `bufferMinutes` before the last slot ends; the bay is taken to its end. */
export function bookingSpan(startsAt: Date, slots: number, terms: Pick<BookingTerms, 'slotMinutes' | 'bufferMinutes'>): { startsAt: Date; endsAt: Date; blockedUntil: Date } {
  const blockedUntil = new Date(startsAt.getTime() + slots * terms.slotMinutes * 60_000);
  return { startsAt, endsAt: new Date(blockedUntil.getTime() - terms.bufferMinutes * 60_000), blockedUntil };
}

export type StartRefusal = 'notOnGrid' | 'past' | 'tooFarAhead' | 'closed' | 'tooLong';

/**
 * Is a booking of `slots` from `startsAt` possible by the venue's hours and terms? Answers the slots
 * it covers, or why not. Bookings run within one day's hours (a slot after closing is not offered).
 */
export function checkStart(
  input: DayInput & { startsAt: Date; slots: number; terms: BookingTerms },
  now: Date,
): { ok: true; covered: Slot[] } | { ok: false; reason: StartRefusal } {
  if (!Number.isInteger(input.slots) || input.slots < 1 || input.slots > input.terms.maxSlots) return { ok: false, reason: 'tooLong' };
  // Only the covered slots are built: labelling a whole day's grid cost a booking most of its own time.
  const grid = dayGrid(input);
  if (!grid || grid.count === 0) return { ok: false, reason: 'closed' };
  const first = (input.startsAt.getTime() - grid.opens) / grid.step;
  if (!Number.isInteger(first) || first < 0 || first >= grid.count) return { ok: false, reason: 'notOnGrid' };
  if (input.startsAt.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  if (input.startsAt.getTime() > now.getTime() + input.terms.advanceDays * 86_400_000) return { ok: false, reason: 'tooFarAhead' };
  if (first + input.slots > grid.count) return { ok: false, reason: 'closed' };
  return { ok: true, covered: Array.from({ length: input.slots }, (_, index) => slotOf(grid, first + index, input)) };
}

// ---------------------------------------------------------------- price

export type PriceTable = Partial<Record<BayKind, Partial<Record<PriceBand, { price: number; memberPrice: number }>>>>;

/**
 * The price of a booking (minor units): each slot at its band's members' price for the bay's kind
 * (bookings are made by members), beside what a walk-in would pay. Undefined when the venue has no
 * price for a band it would need.
 */
export function quotePrice(kind: BayKind, covered: Pick<Slot, 'band'>[], prices: PriceTable): { amount: number; walkIn: number } | undefined {
  let amount = 0;
  let walkIn = 0;
  for (const slot of covered) {
    const price = prices[kind]?.[slot.band];
    if (!price) return undefined;
    amount += price.memberPrice;
    walkIn += price.price;
  }
  return { amount, walkIn };
}

// ---------------------------------------------------------------- hold, cancellation, reminder

/** When a booking made at `createdAt` and awaiting its card payment lapses. */
export function holdExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + bookingHoldMinutes * 60_000);
}

/** When the reminder mail of a booking starting at `startsAt` goes out. */
export function reminderDueAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - bookingReminderHours * 3_600_000);
}

/** The last moment a booking starting at `startsAt` is cancelled free of charge. */
export function freeCancelUntil(startsAt: Date, terms: Pick<BookingTerms, 'freeCancelHours'>): Date {
  return new Date(startsAt.getTime() - terms.freeCancelHours * 3_600_000);
}

export type CancelDecision =
  | { allowed: true; refund: number; free: boolean; freeUntil: Date }
  | { allowed: false; reason: 'started' | 'notActive'; freeUntil: Date };

/**
 * May a booking be cancelled (or changed, which cancels it and books anew) now, and how much of what
 * was paid by card goes back? Until `freeCancelHours` before the start, all of it; later, until the
 * start, `lateRefundPercent` of it (rounded down to a minor unit); after the start, no more.
 */
export function cancelDecision(booking: { startsAt: Date; status: BookingStatus; paid: number }, terms: Pick<BookingTerms, 'freeCancelHours' | 'lateRefundPercent'>, now: Date): CancelDecision {
  const freeUntil = freeCancelUntil(booking.startsAt, terms);
  if (booking.status !== BOOKING_STATUS.held && booking.status !== BOOKING_STATUS.confirmed) return { allowed: false, reason: 'notActive', freeUntil };
  if (now.getTime() >= booking.startsAt.getTime()) return { allowed: false, reason: 'started', freeUntil };
  if (now.getTime() <= freeUntil.getTime()) return { allowed: true, refund: booking.paid, free: true, freeUntil };
  return { allowed: true, refund: Math.floor((booking.paid * terms.lateRefundPercent) / 100), free: false, freeUntil };
}

// ---------------------------------------------------------------- check-in code

/** Letters and digits no one mistakes for another when read off a phone (no 0/O, 1/I): 32 of them, so a byte's low five bits pick one evenly. */
export const CHECK_IN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CHECK_IN_CODE_LENGTH = 6;
const CODE = new RegExp(`^[${CHECK_IN_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`);

/** A check-in code from random bytes (at least CHECK_IN_CODE_LENGTH of them, e.g. crypto.randomBytes). */
export function checkInCode(bytes: Uint8Array): string {
  if (bytes.length < CHECK_IN_CODE_LENGTH) throw new RangeError('not enough random bytes');
  let code = '';
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i++) code += CHECK_IN_ALPHABET[bytes[i] & 31];
  return code;
}

/** A typed code as stored: trimmed, upper case; undefined when it cannot be a code. */
export function normalizeCheckInCode(text: string): string | undefined {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : undefined;
}

// ---------------------------------------------------------------- the rule as text

/** Any translator of the `bookingPolicy` namespace (next-intl's, use-intl/core's for mails). */
export type BookingPolicyTranslator = (key: string, values: Record<string, string | number>) => string;

/** The venue's cancellation rule and the hold, as sentences in the translator's language. */
export function bookingPolicyStatement(t: BookingPolicyTranslator, terms: Pick<BookingTerms, 'freeCancelHours' | 'lateRefundPercent'>): string[] {
  // The card processor's delay is the tournament fee's (lib/shared/domain/refund-policy): one figure for both.
  const values = { hours: terms.freeCancelHours, percent: String(terms.lateRefundPercent), minutes: bookingHoldMinutes, minDays: refundPolicy.refundBusinessDays.min, maxDays: refundPolicy.refundBusinessDays.max };
  return [t('free', values), terms.lateRefundPercent > 0 ? t('late', values) : t('lateNone', values), t('started', values), t('refundTiming', values), t('hold', values)];
}
