import { parseId } from '@/lib/data/load';
import { countResourceDownload } from '@/lib/data/support';
import { storageUrl } from '@/lib/storage';
import { isUpstreamError } from '@/lib/upstream/errors';

/** Counts one download of a resource and sends the browser to the stored file. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const resourceno = parseId(id);
  if (!resourceno) return new Response('Not found', { status: 404 });
  try {
    const { filepath } = await countResourceDownload(resourceno);
    const location = storageUrl(filepath);
    if (!location) return new Response('Not found', { status: 404 });
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return new Response('Not found', { status: 404 });
    return new Response('The file is not available right now.', { status: 502 });
  }
}
