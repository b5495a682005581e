import { routeEnvelope } from '@/lib/actions/route-envelope';
import { getMyScheduleEntries } from '@/lib/data/tournament';
import { PAGE_SIZES } from '@/lib/domain/enums';
import { isLocale } from '@/lib/domain/locale';
import { readQuery } from '@/lib/search-params';

/**
 * The member's own entries on a page of the schedule, for the schedule's SWR island: the query is the
 * schedule's own (read with the same schema), the answer tournament number → entry status. Private
 * and never stored, which is why the cached schedule itself does not read the session.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const locale = url.searchParams.get('locale');
  const input = readQuery('tournamentList', Object.fromEntries(url.searchParams), { lang: isLocale(locale) ? locale : 'en' }, PAGE_SIZES);
  return routeEnvelope('api/tournament/myentries', () => getMyScheduleEntries(input));
}
