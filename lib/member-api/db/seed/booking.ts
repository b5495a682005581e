/**
 * Bay booking for every venue (issue 23): one bay per simulator (mostly standard, a few premium,
 * a lounge at the bigger ones, a left-handed bay at some), the venue's terms (slot length, buffer,
 * cancellation rule, pay at the venue or not), prices in the country's currency by bay kind and time
 * band with a members' price, and the closures a venue of that country would have (a holiday, a
 * maintenance afternoon within the next two weeks).
 */
import type { bayPrices, bays, bookingExceptions, bookingSettings } from '../schema-booking';
import { BAY_KINDS, bookingDefaults, type BayKind } from '@/lib/shared/domain/booking';
import { COUNTRIES } from './geography';
import { Random } from './random';
import type { StoreSeed } from './stores';

/** A standard bay's off-peak hour in each currency's minor units (KRW and JPY have none). */
const BASE_PRICE: Record<string, number> = { KRW: 30_000, JPY: 4_000, USD: 4_000, CAD: 5_000, AUD: 5_500, GBP: 3_000, EUR: 3_500, CNY: 25_000, AED: 15_000, SGD: 5_500 };
const KIND_FACTOR: Record<BayKind, number> = { standard: 1, premium: 1.4, lounge: 1.8 };
const PEAK_FACTOR = 1.3;
const MEMBER_FACTOR = 0.85;
/** Prices end in a round figure: 500 won or yen, a whole currency unit elsewhere. */
const roundPrice = (amount: number, currency: string) => {
  const step = currency === 'KRW' || currency === 'JPY' ? 500 : 100;
  return Math.max(step, Math.round(amount / step) * step);
};

export interface BookingSeed {
  settings: (typeof bookingSettings.$inferInsert)[];
  bays: (typeof bays.$inferInsert)[];
  prices: (typeof bayPrices.$inferInsert)[];
  exceptions: (typeof bookingExceptions.$inferInsert)[];
}

const BAY_NAMES: Record<BayKind, string> = { standard: 'Bay', premium: 'Premium bay', lounge: 'Lounge' };

export function buildBooking(seed: number, stores: StoreSeed[], now: Date): BookingSeed {
  const out: BookingSeed = { settings: [], bays: [], prices: [], exceptions: [] };
  const currencyOf = new Map(COUNTRIES.map((c) => [c.code, c.currency]));
  for (const store of stores) {
    const shopno = store.row.shopno!;
    const random = Random.derive(seed, 'booking', shopno);
    const currency = currencyOf.get(store.countryCode) ?? 'USD';
    const korean = store.countryCode === 'KOR';
    const slotMinutes = random.chance(0.2) ? 30 : bookingDefaults.slotMinutes;
    out.settings.push({
      shopno,
      slotMinutes,
      bufferMinutes: random.pick([5, 10, 10, 15]),
      maxSlots: slotMinutes === 30 ? 6 : random.pick([2, 3, 3, 4]),
      advanceDays: random.pick([7, 14, 14, 30]),
      freeCancelHours: random.pick([12, 24, 24, 48]),
      lateRefundPercent: random.pick([0, 50, 50, 50, 25]),
      peakFromMinute: random.pick([17 * 60, 17 * 60, 18 * 60]),
      // Korean venues and franchises mostly take payment at the counter too.
      payAtVenue: korean || store.row.storeType === 2 ? !random.chance(0.1) : random.chance(0.5),
      currency,
    });

    const count = store.row.simulators ?? 4;
    const kinds: BayKind[] = [];
    for (let n = 1; n <= count; n++) {
      if (n === count && count >= 6) kinds.push('lounge');
      else if (n > count - 3 && count >= 4 && random.chance(0.5)) kinds.push('premium');
      else kinds.push('standard');
    }
    const leftHanded = count >= 3 && random.chance(0.6) ? random.int(1, count) : 0;
    const numbers = new Map<BayKind, number>();
    kinds.forEach((kind, index) => {
      const nth = (numbers.get(kind) ?? 0) + 1;
      numbers.set(kind, nth);
      out.bays.push({
        shopno,
        number: index + 1,
        name: kind === 'standard' ? `${BAY_NAMES[kind]} ${index + 1}` : `${BAY_NAMES[kind]}${nth > 1 ? ` ${nth}` : ''}`,
        kind,
        handedness: index + 1 === leftHanded ? 'left' : 'both',
        capacity: kind === 'lounge' ? 8 : kind === 'premium' ? 6 : 4,
      });
    });

    const base = (BASE_PRICE[currency] ?? BASE_PRICE.USD) * random.float(0.85, 1.2) * (slotMinutes / 60);
    for (const kind of BAY_KINDS) {
      if (!kinds.includes(kind)) continue;
      for (const band of ['offpeak', 'peak'] as const) {
        const price = roundPrice(base * KIND_FACTOR[kind] * (band === 'peak' ? PEAK_FACTOR : 1), currency);
        out.prices.push({ shopno, kind, band, price, memberPrice: roundPrice(price * MEMBER_FACTOR, currency) });
      }
    }

    // Holidays of this year and the next, in the venue's own calendar.
    for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
      if (korean) {
        out.exceptions.push({ shopno, day: `${year}-01-01`, hours: '12:00-22:00', note: '신정' });
      } else {
        out.exceptions.push({ shopno, day: `${year}-12-25`, hours: null, note: 'Christmas Day' });
        out.exceptions.push({ shopno, day: `${year}-12-31`, hours: '10:00-18:00', note: "New Year's Eve" });
      }
    }
    if (random.chance(0.2)) {
      const day = new Date(now.getTime() + random.int(3, 13) * 86_400_000).toISOString().slice(0, 10);
      if (!out.exceptions.some((e) => e.shopno === shopno && e.day === day)) out.exceptions.push({ shopno, day, hours: '14:00-22:00', note: 'Simulator maintenance until 14:00' });
    }
  }
  return out;
}
