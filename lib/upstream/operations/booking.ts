import { array, boolean, mixed, number, object, string } from 'yup';
import { BAY_KINDS, GUEST_NAME_MAX, isCalendarDay, PAY_METHODS, type BayKind, type BookingStatus, type PayMethod, type PriceBand } from '@/lib/shared/domain/booking';
import { callerChanged, defineOperation, type Change } from '../operation';
import { idField, langField, pageNoField, pageSizeField } from './fields';
import type { PaymentMode, PaymentRecord, PaymentStep } from './payment';

/**
 * Bay booking (issue 23). A venue's day is read by anyone; booking, paying, cancelling and the
 * member's own bookings need the bearer token. Instants are ISO strings; every answer about a venue
 * carries its `timezone`, and labels (`label`, `startlabel`) are the venue's wall clock. Prices are
 * minor units of `currency`. The database refuses a second active booking of a bay over the same
 * time whatever the caller does (an exclusion constraint); the create call answers 409
 * `booking.error.taken` then.
 */

export interface BookingBay {
  bayid: number;
  number: number;
  name: string;
  kind: BayKind;
  handedness: 'right' | 'left' | 'both';
  capacity: number;
  /** Per slot of the day (same order as `slots`): can a booking start or run there now? */
  free: boolean[];
}

export interface BookingSlot {
  startsat: string;
  label: string;
  band: PriceBand;
}

export interface BookingTermsView {
  slotminutes: number;
  bufferminutes: number;
  maxslots: number;
  advancedays: number;
  freecancelhours: number;
  laterefundpercent: number;
  holdminutes: number;
  payatvenue: boolean;
  currency: string;
}

export interface BookingAvailability {
  shopno: number;
  shopname: string;
  timezone: string;
  /** The venue's calendar day asked for (YYYY-MM-DD). */
  day: string;
  /** The first and last day that can be booked now, in the venue's calendar. */
  firstday: string;
  lastday: string;
  /** Whether there is a note for the day (a holiday's hours, a closure). */
  note: string | null;
  terms: BookingTermsView;
  /** How the member pays here: card (Stripe keys set) and, when the venue allows, at the venue. */
  paymentmode: PaymentMode;
  prices: { kind: BayKind; band: PriceBand; price: number; memberprice: number }[];
  slots: BookingSlot[];
  bays: BookingBay[];
}

export interface BookingQuote {
  bayid: number;
  bayname: string;
  startsat: string;
  endsat: string;
  startlabel: string;
  endlabel: string;
  slots: number;
  amount: number;
  walkin: number;
  currency: string;
  /** Until then a cancellation is free. */
  freeuntil: string;
}

export interface BookingPlayerView {
  position: number;
  /** A member's nickname, or a guest's name. */
  name: string;
  playerpk: number | null;
  guest: boolean;
}

export interface BookingView {
  bookingno: number;
  code: string;
  status: BookingStatus;
  shopno: number;
  shopname: string;
  timezone: string;
  bayid: number;
  baynumber: number;
  bayname: string;
  baykind: BayKind;
  startsat: string;
  endsat: string;
  /** The venue's calendar day and wall clock of the start and the end. */
  day: string;
  startlabel: string;
  endlabel: string;
  slots: number;
  paymethod: PayMethod;
  amount: number;
  currency: string;
  /** A held booking lapses then unless paid. */
  holdexpiresat: string | null;
  created_at: string;
  cancelled_at: string | null;
  checkedin_at: string | null;
  players: BookingPlayerView[];
  /** What cancelling now would do. */
  cancel: { allowed: boolean; refund: number; free: boolean; freeuntil: string; reason: 'started' | 'notActive' | null };
  terms: Pick<BookingTermsView, 'freecancelhours' | 'laterefundpercent'>;
}

export interface BookingDetail extends BookingView {
  payments: PaymentRecord[];
  /** The check-in QR code as an SVG image (the code itself). */
  qrsvg: string;
}

export interface BookingCreated {
  booking: BookingView;
  /** The card payment to confirm (pay by card), or null (pay at the venue). */
  payment: PaymentStep | null;
}

export const bookingListFilters = ['upcoming', 'past', 'cancelled'] as const;
export type BookingListFilter = (typeof bookingListFilters)[number];

/** A venue calendar day, YYYY-MM-DD. */
const dayField = string()
  .trim()
  .test('day', 'booking.error.day', (value) => value === undefined || isCalendarDay(value))
  .required('booking.error.day');

const instantField = string()
  .trim()
  .test('instant', 'booking.error.start', (value) => value !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)))
  .required('booking.error.start');

const slotsField = number().typeError('booking.error.slots').integer('booking.error.slots').min(1, 'booking.error.slots').max(12, 'booking.error.slots').required('booking.error.slots');

/** A bay (by id), or any free bay of a kind. */
const bayFields = {
  bayid: number().typeError('booking.error.bay').integer('booking.error.bay').min(1, 'booking.error.bay').max(2_147_483_647, 'booking.error.bay').optional(),
  kind: mixed<BayKind>()
    .transform((value) => (value === '' ? undefined : value))
    .oneOf([...BAY_KINDS], 'booking.error.kind')
    .optional(),
};

/** A venue's bookings changed: its cached availability (lib/portal/data/reads.ts bookingAvailability) expires. */
const venueBookingsChanged = (shopno: number | undefined): Change[] => (shopno ? [{ kind: 'bookingVenue', id: shopno }] : []);

/** A repeated form field: one value arrives as text, several as a list, none as nothing. */
const asList = (_value: unknown, original: unknown) => (original === undefined || original === '' || original === null ? [] : Array.isArray(original) ? original : [original]);

export const bookingOperations = {
  /** A venue's bays and slots on one of its days, which are free, the prices and the terms. */
  bookingAvailability: defineOperation<BookingAvailability>()({
    method: 'GET',
    path: '/booking/availability/{shopno}',
    auth: 'optional',
    input: object({
      shopno: idField('booking.error.venueNotFound'),
      day: dayField,
      lang: langField,
    }),
  }),

  /** The price and the times of a booking before it is made. */
  bookingQuote: defineOperation<BookingQuote>()({
    method: 'GET',
    path: '/booking/quote/{shopno}',
    auth: 'optional',
    input: object({
      shopno: idField('booking.error.venueNotFound'),
      ...bayFields,
      startsat: instantField,
      slots: slotsField,
    }),
  }),

  /**
   * Books a bay: the member plus up to capacity − 1 other members (`members`, player_pk) or guests
   * (`guests`, names). By card: the booking is held `holdminutes` for its PaymentIntent; at the
   * venue (where allowed): confirmed at once. A confirmation mail with the .ics and the code follows
   * confirmation.
   */
  bookingCreate: defineOperation<BookingCreated>()({
    method: 'POST',
    path: '/booking/create',
    auth: 'required',
    // The member's My bookings and summary (per-member caches) show it at the next view; the venue's
    // cached availability is expired at once, so nobody is shown the slot free after it was taken.
    changes: (input, _output, caller) => [...callerChanged(caller), ...venueBookingsChanged(input.shopno)],
    input: object({
      shopno: idField('booking.error.venueNotFound'),
      ...bayFields,
      startsat: instantField,
      slots: slotsField,
      members: array(number().typeError('booking.error.member').integer('booking.error.member').min(1, 'booking.error.member').max(2_147_483_647, 'booking.error.member').required('booking.error.member'))
        .transform(asList)
        .max(11, 'booking.error.tooManyPlayers')
        .default([])
        .defined(),
      guests: array(string().trim().min(1, 'booking.error.guestName').max(GUEST_NAME_MAX, 'booking.error.guestName').required('booking.error.guestName'))
        .transform(asList)
        .max(11, 'booking.error.tooManyPlayers')
        .default([])
        .defined(),
      paymethod: mixed<PayMethod>().oneOf([...PAY_METHODS], 'booking.error.payMethod').required('booking.error.payMethod'),
      /** May the venue's TV show the member's nickname on the bay today (names as the members allow)? */
      showname: boolean().typeError('booking.error.showName').default(false).defined(),
      lang: langField,
    }),
  }),

  /** Pay now / retry: the card payment of a held booking (the open PaymentIntent, or a new one). */
  bookingPay: defineOperation<PaymentStep>()({
    method: 'POST',
    path: '/booking/pay',
    auth: 'required',
    // The member's My bookings and summary (per-member caches) show it at the next view.
    changes: (_input, _output, caller) => callerChanged(caller),
    input: object({ bookingno: idField('booking.error.notFound'), lang: langField }),
  }),

  /** Cancels a booking by the venue's rule; a card payment is refunded by it (a Stripe refund, completed by its webhook). */
  bookingCancel: defineOperation<{ bookingno: number; shopno: number; refund: { amount: number; currency: string } | null }>()({
    method: 'POST',
    path: '/booking/cancel',
    auth: 'required',
    // The member's My bookings and summary (per-member caches), and the venue's availability: the bay is free again.
    changes: (_input, output, caller) => [...callerChanged(caller), ...venueBookingsChanged(output.shopno)],
    input: object({ bookingno: idField('booking.error.notFound') }),
  }),

  /**
   * Moves a booking to another start, length or bay of the same venue while it may still be cancelled
   * free. The price must stay the same for a booking paid by card (else: cancel and book anew); one
   * paid at the venue takes the new price.
   */
  bookingChange: defineOperation<{ booking: BookingView }>()({
    method: 'POST',
    path: '/booking/change',
    auth: 'required',
    // The member's My bookings and summary (per-member caches), and the venue's availability (one slot freed, another taken).
    changes: (_input, output, caller) => [...callerChanged(caller), ...venueBookingsChanged(output.booking?.shopno)],
    input: object({
      bookingno: idField('booking.error.notFound'),
      ...bayFields,
      startsat: instantField,
      slots: slotsField,
    }),
  }),

  /** Members a booking member may add as players: by exact ID or by nickname (start of it). Nicknames only. */
  bookingMemberSearch: defineOperation<{ members: { playerpk: number; nickname: string }[] }>()({
    method: 'GET',
    path: '/booking/membersearch',
    auth: 'required',
    input: object({
      q: string().trim().min(2, 'booking.error.searchShort').max(20, 'booking.error.searchShort').required('booking.error.searchShort'),
    }),
  }),

  /** The member's bookings: upcoming (soonest first), past or cancelled (latest first). */
  myBookings: defineOperation<{ bookinglist: BookingView[]; bookinglistcnt: number; /** Bookings of the member's a venue marked no-show. */ noshows: number }>()({
    method: 'GET',
    path: '/membership/mybookings',
    auth: 'required',
    input: object({
      filter: mixed<BookingListFilter>()
        .transform((value) => (value === '' || value === undefined ? 'upcoming' : value))
        .oneOf([...bookingListFilters], 'booking.error.filter')
        .default('upcoming')
        .defined(),
      pageno: pageNoField,
      pagesize: pageSizeField,
      lang: langField,
    }),
  }),

  /** One of the member's bookings with its code (and QR image), payments and refunds: the receipt. */
  // Nested: a booking's own `code` (the check-in code) would take the envelope's `code` at the top level.
  myBookingView: defineOperation<{ booking: BookingDetail }>()({
    method: 'GET',
    path: '/membership/mybookings/{bookingno}',
    auth: 'required',
    input: object({ bookingno: idField('booking.error.notFound'), lang: langField }),
  }),
};
