import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { getBookingAvailability } from '@/lib/portal/data/booking';
import { edgeSharing } from '@/lib/portal/data/edge-sharing';
import { isCalendarDay } from '@/lib/shared/domain/booking';
import { isLocale } from '@/lib/shared/domain/locale';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * A venue day's bays and slots for the booking grid's SWR island, polled while the grid is open so a
 * slot someone else books turns taken without a reload. The browser never stores it; the server's
 * edge keeps it (a shared route: it reads no cookie or session, and is the same for everyone) until a
 * booking, cancellation or change at the venue expires its tag, or 5 s pass.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const shopno = readId(url.searchParams.get('shopno'));
  const day = url.searchParams.get('day') ?? '';
  const locale = url.searchParams.get('locale');
  if (shopno === null) return envelopeResponse(actionFail(404, 'booking.error.venueNotFound'));
  if (!isCalendarDay(day)) return envelopeResponse(actionFail(400, 'booking.error.day'));
  const lang = isLocale(locale) ? locale : 'en';
  return routeEnvelope('api/booking/availability', () => getBookingAvailability(shopno, day, lang), edgeSharing('bookingAvailability', { shopno, day, lang }));
}
