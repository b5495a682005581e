'use server';

import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { staffAction } from '@/lib/portal/staff/action';
import { expireVenue, removeBay, removeException, saveBay, saveDetails, saveException, saveHours, savePrices, saveTerms, setBayService, syncSimulators, venueOfBay } from '@/lib/portal/staff/venue-admin';
import { venueOf } from '@/lib/portal/staff/venues';
import {
  bayPricesSchema,
  bayRemoveSchema,
  baySchema,
  bayServiceSchema,
  bookingTermsSchema,
  venueDetailsSchema,
  venueExceptionRemoveSchema,
  venueExceptionSchema,
  venueHoursSchema,
} from '@/lib/shared/validation/venue-admin';

/**
 * The console's venue page actions (issue 24 item 3). Each goes through staffAction (origin, session,
 * the matrix on the venue read from the database: a venue manager's other venue is 404, support 403;
 * yup; never throws), records its change with before and after, and expires the venue's public pages
 * and booking availability, so the venue page and the booking grid show the change at once.
 */

type Db = Parameters<typeof venueOf>[0];
const byVenue = { venueOf: (input: { shopno: number }, db: Db) => venueOf(db, input.shopno) };
const byBay = { venueOf: (input: { bayId: number }, db: Db) => venueOfBay(db, input.bayId) };
const target = (shopno: number, what?: string) => `venue:${shopno}${what ? `/${what}` : ''}`;

export const saveVenueDetails = staffAction(
  'venues.edit',
  venueDetailsSchema,
  async (input, { db, audit }) => {
    const change = await saveDetails(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ action: 'venues.details', target: target(input.shopno), before: change.before, after: change.after });
    expireVenue(input.shopno);
    return actionOk();
  },
  byVenue,
);

export const saveVenueHours = staffAction(
  'venues.edit',
  venueHoursSchema,
  async (input, { db, audit }) => {
    const change = await saveHours(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ action: 'venues.hours', target: target(input.shopno), before: change.before, after: change.after });
    expireVenue(input.shopno);
    return actionOk();
  },
  byVenue,
);

export const saveVenueException = staffAction(
  'venues.edit',
  venueExceptionSchema,
  async (input, { db, audit }) => {
    const change = await saveException(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ action: 'venues.exception', target: target(input.shopno, `day:${input.day}`), before: change.before, after: change.after });
    expireVenue(input.shopno);
    return actionOk();
  },
  byVenue,
);

export const removeVenueException = staffAction(
  'venues.edit',
  venueExceptionRemoveSchema,
  async (input, { db, audit }) => {
    const change = await removeException(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ action: 'venues.exception.remove', target: target(input.shopno, `day:${input.day}`), before: change.before, after: change.after });
    expireVenue(input.shopno);
    return actionOk();
  },
  byVenue,
);

export const saveBookingTerms = staffAction(
  'venues.edit',
  bookingTermsSchema,
  async (input, { db, audit }) => {
    const change = await saveTerms(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ action: 'venues.terms', target: target(input.shopno), before: change.before, after: change.after });
    expireVenue(input.shopno);
    return actionOk();
  },
  byVenue,
);

/** Add a bay (no bayId: authorized on the venue) or edit one (authorized on the bay's own venue). */
export const saveVenueBay = staffAction(
  'bays.edit',
  baySchema,
  async (input, { db, audit }) => {
    const change = await saveBay(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    const simulators = await syncSimulators(db, input.shopno);
    await audit({ action: change.before ? 'bays.edit' : 'bays.add', target: target(input.shopno, `bay:${change.bayId}`), before: change.before, after: { ...change.after, venueSimulators: simulators } });
    expireVenue(input.shopno);
    return actionOk({ bayId: change.bayId! });
  },
  { venueOf: (input, db) => (input.bayId === undefined ? venueOf(db, input.shopno) : venueOfBay(db, input.bayId)) },
);

export const setVenueBayService = staffAction(
  'bays.edit',
  bayServiceSchema,
  async (input, { db, audit }) => {
    const change = await setBayService(db, input.bayId, input.active);
    if (!change.ok) return actionFail(change.status, change.message);
    const shopno = (await venueOfBay(db, input.bayId))!;
    const simulators = await syncSimulators(db, shopno);
    await audit({ action: 'bays.service', target: target(shopno, `bay:${input.bayId}`), before: change.before, after: { ...change.after, upcomingBookings: change.upcoming, venueSimulators: simulators } });
    expireVenue(shopno);
    return actionOk({ upcoming: change.upcoming ?? 0 });
  },
  byBay,
);

export const removeVenueBay = staffAction(
  'bays.edit',
  bayRemoveSchema,
  async (input, { db, audit }) => {
    const shopno = (await venueOfBay(db, input.bayId))!;
    const change = await removeBay(db, input.bayId);
    if (!change.ok) return actionFail(change.status, change.message);
    const simulators = await syncSimulators(db, shopno);
    await audit({ action: 'bays.remove', target: target(shopno, `bay:${input.bayId}`), before: change.before, after: { bay: change.after, venueSimulators: simulators } });
    expireVenue(shopno);
    return actionOk();
  },
  byBay,
);

export const saveVenuePrices = staffAction(
  'prices.edit',
  bayPricesSchema,
  async (input, { db, audit }) => {
    const change = await savePrices(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ action: 'prices.edit', target: target(input.shopno, 'prices'), before: change.before, after: change.after });
    expireVenue(input.shopno);
    return actionOk();
  },
  byVenue,
);
