import type { NextRequest } from 'next/server';
import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { getStates, getStores } from '@/lib/portal/data/account';
import { toLocale } from '@/lib/shared/domain/locale';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * The sign-up form's dependent lists, read as the country and state change:
 * `?list=states&countryno=` or `?list=stores&countryno=&statesno=`, answered in the one envelope.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const list = search.get('list');
  const locale = toLocale(search.get('locale'));
  const countryno = readId(search.get('countryno'));
  if ((list !== 'states' && list !== 'stores') || !countryno) return envelopeResponse(actionFail(404, 'api.notFound'));
  const statesno = readId(search.get('statesno')) ?? undefined;
  return routeEnvelope('api/account/lists', () => (list === 'states' ? getStates(countryno, locale) : getStores(countryno, statesno, locale)));
}
