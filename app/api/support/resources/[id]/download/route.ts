import { actionFail, failureFrom } from '@/lib/portal/actions/action-result';
import { envelopeResponse } from '@/lib/portal/actions/route-envelope';
import { readId } from '@/lib/upstream/operations/fields';
import { countResourceDownload } from '@/lib/portal/data/support';
import { getPathname } from '@/lib/portal/i18n/paths';
import { storageUrl } from '@/lib/shared/storage';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * Counts one download of a resource and sends the browser to the stored file. A browser navigation
 * that fails goes back to a page that says what happened in the visitor's language; any other
 * caller (a script, a fetch) gets the failure in the one envelope of the portal's JSON.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const locale = new URL(request.url).searchParams.get('lang') === 'ko' ? 'ko' : 'en';
  const navigation = request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
  const back = (path: string) => new Response(null, { status: 303, headers: { location: getPathname({ locale, href: path }), 'cache-control': 'no-store' } });
  const resourceno = readId(id);
  if (!resourceno) return navigation ? back('/support/resources') : envelopeResponse(actionFail(404, 'support.error.resourceNotFound'));
  try {
    const { filepath } = await countResourceDownload(resourceno);
    const location = storageUrl(filepath);
    if (!location) return navigation ? back(`/support/resourcesview/${resourceno}?download=failed`) : envelopeResponse(actionFail(404, 'support.error.resourceNotFound'));
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  } catch (error) {
    if (navigation) return back(isUpstreamError(error) && error.code === 404 ? '/support/resources' : `/support/resourcesview/${resourceno}?download=failed`);
    return envelopeResponse(failureFrom(error, 'api/support/resources/download'));
  }
}
