import { parseId } from '@/lib/data/load';
import { countResourceDownload } from '@/lib/data/support';
import { toLocale } from '@/lib/domain/locale';
import { getPathname } from '@/lib/i18n/navigation';
import { storageUrl } from '@/lib/storage';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * Counts one download of a resource and sends the browser to the stored file. This is a browser
 * navigation, so a failure goes back to a page that says what happened in the visitor's language.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const locale = toLocale(new URL(request.url).searchParams.get('lang'));
  const back = (path: string) => new Response(null, { status: 303, headers: { location: getPathname({ locale, href: path }), 'cache-control': 'no-store' } });
  const resourceno = parseId(id);
  if (!resourceno) return back('/support/resources');
  try {
    const { filepath } = await countResourceDownload(resourceno);
    const location = storageUrl(filepath);
    if (!location) return back(`/support/resourcesview/${resourceno}?download=failed`);
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return back('/support/resources');
    return back(`/support/resourcesview/${resourceno}?download=failed`);
  }
}
