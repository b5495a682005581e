/**
 * What the booking spec (tests/e2e/booking.spec.ts) shares with its fixture (tests/e2e/fixtures/booking.ts):
 * two venues of its own with terms the spec relies on, and their signing keys.
 *
 * The bay venue keeps hour-long slots round the clock in New York (another zone than the demo
 * member's), so there is always a start just inside the 24-hour free-cancellation window and the one
 * after it just outside. The quick venue keeps five-minute slots round the clock in UTC, so its next
 * start is never more than five minutes away: a round the bay posts "at the slot's start" is within
 * the five minutes ahead the round API accepts, and the spec needs no waiting for a slot to begin.
 */
export const BOOKING_VENUE = 'E2E Bay Venue';
export const BOOKING_VENUE_ZONE = 'America/New_York';
export const BOOKING_FREE_CANCEL_HOURS = 24;
export const BOOKING_LATE_REFUND_PERCENT = 50;
/** The members' price of one off-peak and one peak hour on a standard bay (US cents). */
export const BOOKING_PRICE = { offpeak: 3400, peak: 4200 } as const;
export const BOOKING_WALK_IN = { offpeak: 4000, peak: 5000 } as const;
export const BOOKING_PEAK_FROM_MINUTE = 17 * 60;

export const QUICK_VENUE = 'E2E Quick Bay Venue';
export const QUICK_SLOT_MINUTES = 5;
export const QUICK_KEY_ID = 'vk_e2e_quick_bay';
export const QUICK_KEY_SECRET = 'e2e-quick-bay-secret-known-to-the-booking-spec-only';
