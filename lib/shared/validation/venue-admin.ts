import { boolean, mixed, number, object, string, type InferType, type ObjectSchema } from 'yup';
import { BAY_CAPACITY_MAX, BAY_HANDEDNESS, BAY_KINDS, isCalendarDay, PRICE_BANDS, type BayHandedness, type BayKind } from '@/lib/shared/domain/booking';
import { parseRange, WEEKDAYS } from '@/lib/shared/domain/opening-hours';

/**
 * The operator console's venue forms (issue 24 item 3), one yup schema per form, shared by the form
 * and its server action: the venue's details, its weekly hours, an exception to them, its booking
 * terms, a bay, and its prices. Times are the venue's wall clock "HH:MM"; a closing time at or before
 * the opening time runs past midnight (lib/shared/domain/opening-hours parseRange, the rule the
 * booking grid applies), "24:00" is the end of the day. Prices are whole minor units (cents), ≥ 0.
 */
const E = (key: string) => `admin.venueAdmin.errors.${key}`;

/** "HH:MM" from 00:00 to 23:59 (an opening time). */
export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "HH:MM" from 00:00 to 24:00 (a closing time). */
export const CLOSE_CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const id = number().integer().min(1).max(2_147_483_647);
const shopno = id.required();
/** A checkbox as FormData or JSON gives it. */
const checkbox = boolean()
  .transform((value: unknown, original: unknown) => (original === 'on' || original === 'true' || original === true ? true : original === '' || original === 'false' || original === undefined || original === false ? false : value))
  .default(false);
const optionalText = (max: number) => string().trim().max(max, E('tooLong')).default('');
const whole = (key: string, min: number, max: number) => number().typeError(E(key)).integer(E(key)).min(min, E(key)).max(max, E(key)).required(E(key));

export const venueDetailsSchema = object({
  shopno,
  name: string().trim().max(120, E('tooLong')).required(E('nameRequired')),
  nameKo: optionalText(120),
  city: string().trim().max(80, E('tooLong')).required(E('cityRequired')),
  address: string().trim().max(240, E('tooLong')).required(E('addressRequired')),
  postalCode: optionalText(20),
  phone: optionalText(40).matches(/^[0-9+()\-. ]*$/, E('phoneInvalid')),
});
export type VenueDetailsInput = InferType<typeof venueDetailsSchema>;

/**
 * One day's hours from an opening and a closing field: both empty is closed; otherwise both must be
 * times and the pair a range the domain reads. Equal times are refused (write 00:00–24:00 for all day).
 */
export function hoursError(open: string, close: string): string | undefined {
  if (!open && !close) return undefined;
  if (!CLOCK.test(open) || !CLOSE_CLOCK.test(close)) return E('timeInvalid');
  if (open === close) return E('sameTimes');
  return parseRange(`${open}-${close}`) ? undefined : E('timeInvalid');
}

const openField = string().trim().default('');
const closeField = (openName: string) =>
  string()
    .trim()
    .default('')
    .test('hours', E('timeInvalid'), function (value) {
      const message = hoursError(String(this.parent[openName] ?? ''), value ?? '');
      return message ? this.createError({ message }) : true;
    });

export const hoursFields = WEEKDAYS.flatMap((day) => [`${day}Open`, `${day}Close`] as const);
export type VenueHoursInput = { shopno: number } & Record<(typeof hoursFields)[number], string>;
export const venueHoursSchema = object({
  shopno,
  ...Object.fromEntries(WEEKDAYS.flatMap((day) => [[`${day}Open`, openField], [`${day}Close`, closeField(`${day}Open`)]])),
}) as unknown as ObjectSchema<VenueHoursInput>;

/** The weekly hours as stores.hours keeps them ({ mon: "09:00-24:00" }; a closed day has no key). */
export function weeklyFromInput(input: VenueHoursInput): Record<string, string> {
  const weekly: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const open = input[`${day}Open`];
    const close = input[`${day}Close`];
    if (open && close) weekly[day] = `${open}-${close}`;
  }
  return weekly;
}

/** The form's fields of stored weekly hours. */
export function inputFromWeekly(weekly: Partial<Record<string, string>>): Record<(typeof hoursFields)[number], string> {
  const fields = {} as Record<(typeof hoursFields)[number], string>;
  for (const day of WEEKDAYS) {
    const [open = '', close = ''] = weekly[day]?.split('-') ?? [];
    fields[`${day}Open`] = open;
    fields[`${day}Close`] = close;
  }
  return fields;
}

/** A day with other hours than the weekly ones (a holiday), or closed all day. */
export const venueExceptionSchema = object({
  shopno,
  day: string()
    .trim()
    .required(E('dayInvalid'))
    .test('day', E('dayInvalid'), (value) => isCalendarDay(value ?? '')),
  closed: checkbox,
  open: string().trim().default(''),
  close: string()
    .trim()
    .default('')
    .test('hours', E('timeInvalid'), function (value) {
      if (this.parent.closed === true) return true;
      const open = String(this.parent.open ?? '');
      if (!open && !value) return this.createError({ message: E('hoursOrClosed') });
      const message = hoursError(open, value ?? '');
      return message ? this.createError({ message }) : true;
    }),
  note: string().trim().max(120, E('tooLong')).required(E('reasonRequired')),
});
export type VenueExceptionInput = InferType<typeof venueExceptionSchema>;

export const venueExceptionRemoveSchema = object({
  shopno,
  day: string()
    .trim()
    .required()
    .test('day', E('dayInvalid'), (value) => isCalendarDay(value ?? '')),
});

/**
 * The venue's booking terms (booking_settings; lib/shared/domain/booking bookingDefaults). The buffer
 * is kept within a booking's last slot, so it is shorter than a slot; peak time starts at a clock time.
 */
export const bookingTermsSchema = object({
  shopno,
  slotMinutes: whole('slotInvalid', 15, 240).test('grid', E('slotInvalid'), (value) => value === undefined || value % 5 === 0),
  bufferMinutes: whole('bufferInvalid', 0, 120).test('within-slot', E('bufferInvalid'), function (value) {
    const slot = Number(this.parent.slotMinutes);
    return value === undefined || !Number.isFinite(slot) || value < slot;
  }),
  maxSlots: whole('maxSlotsInvalid', 1, 12),
  advanceDays: whole('advanceInvalid', 1, 365),
  freeCancelHours: whole('cancelHoursInvalid', 0, 720),
  lateRefundPercent: whole('percentInvalid', 0, 100),
  peakFrom: string().trim().required(E('timeInvalid')).matches(CLOCK, E('timeInvalid')),
  payAtVenue: checkbox,
  currency: string()
    .trim()
    .transform((value: string) => value.toUpperCase())
    .matches(/^[A-Z]{3}$/, E('currencyInvalid'))
    .required(E('currencyInvalid')),
});
export type BookingTermsInput = InferType<typeof bookingTermsSchema>;

/** A bay: new (no bayId) or edited. Its number is the one painted on it, which the bays post rounds with. */
export const baySchema = object({
  shopno,
  bayId: id.optional().transform((value: unknown, original: unknown) => (original === '' ? undefined : value)),
  number: whole('bayNumberInvalid', 1, 999),
  name: string().trim().max(60, E('tooLong')).required(E('bayNameRequired')),
  kind: mixed<BayKind>().oneOf([...BAY_KINDS], E('kindInvalid')).required(E('kindInvalid')),
  handedness: mixed<BayHandedness>().oneOf([...BAY_HANDEDNESS], E('handednessInvalid')).required(E('handednessInvalid')),
  capacity: whole('capacityInvalid', 1, BAY_CAPACITY_MAX),
});
export type BayInput = InferType<typeof baySchema>;

/** Take a bay out of service or back in; remove one (only a bay no booking ever named). */
export const bayServiceSchema = object({ bayId: id.required(), active: checkbox });
export const bayRemoveSchema = object({ bayId: id.required() });

/** The price fields: `${kind}_${band}_price` (walk-in) and `${kind}_${band}_member`; both empty: no price. */
export type PriceField = `${BayKind}_${(typeof PRICE_BANDS)[number]}_${'price' | 'member'}`;
export type BayPricesInput = { shopno: number } & Partial<Record<PriceField, string>>;
export const priceFields = BAY_KINDS.flatMap((kind) => PRICE_BANDS.flatMap((band) => [`${kind}_${band}_price`, `${kind}_${band}_member`]));
const PRICE_MAX = 10_000_000;
const priceField = (pair: string) =>
  string()
    .trim()
    .default('')
    .test('price', E('priceInvalid'), function (value) {
      const other = String(this.parent[pair] ?? '').trim();
      if (!value) return other === '' ? true : this.createError({ message: E('pricePair') });
      return /^\d{1,8}$/.test(value) && Number(value) <= PRICE_MAX;
    });
export const bayPricesSchema = object({
  shopno,
  ...Object.fromEntries(
    BAY_KINDS.flatMap((kind) => PRICE_BANDS.flatMap((band) => [[`${kind}_${band}_price`, priceField(`${kind}_${band}_member`)], [`${kind}_${band}_member`, priceField(`${kind}_${band}_price`)]])),
  ),
}) as unknown as ObjectSchema<BayPricesInput>;

/** The price rows a prices form sets (the kinds and bands left empty have none). */
export function priceRowsFromInput(input: BayPricesInput): { kind: BayKind; band: (typeof PRICE_BANDS)[number]; price: number; memberPrice: number }[] {
  return BAY_KINDS.flatMap((kind) =>
    PRICE_BANDS.flatMap((band) => {
      const price = String(input[`${kind}_${band}_price`] ?? '');
      const member = String(input[`${kind}_${band}_member`] ?? '');
      return price && member ? [{ kind, band, price: Number(price), memberPrice: Number(member) }] : [];
    }),
  );
}

/** "17:00" from minutes after midnight, and back. */
export const clockOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
