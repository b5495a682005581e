import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { getBookingAvailability } from '@/lib/portal/data/booking';
import { isCalendarDay } from '@/lib/shared/domain/booking';
import { isLocale } from '@/lib/shared/domain/locale';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * A venue day's bays and slots for the booking grid's SWR island, polled while the grid is open so a
 * slot someone else books turns taken without a reload. Private and never stored: it changes with
 * every booking.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const shopno = readId(url.searchParams.get('shopno'));
  const day = url.searchParams.get('day') ?? '';
  const locale = url.searchParams.get('locale');
  if (shopno === null) return envelopeResponse(actionFail(404, 'booking.error.venueNotFound'));
  if (!isCalendarDay(day)) return envelopeResponse(actionFail(400, 'booking.error.day'));
  return routeEnvelope('api/booking/availability', () => getBookingAvailability(shopno, day, isLocale(locale) ? locale : 'en'));
}
