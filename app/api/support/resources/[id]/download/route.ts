import { countResourceDownload, parseId, storageUrl } from '@/lib/data/support';
import { isUpstreamError } from '@/lib/upstream/errors';

/** Counts one download of a resource and sends the browser to the stored file. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const resourceno = parseId(id);
  if (!resourceno) return new Response('Not found', { status: 404 });
  try {
    const { filepath } = await countResourceDownload(resourceno);
    return new Response(null, { status: 303, headers: { location: storageUrl(filepath), 'cache-control': 'no-store' } });
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return new Response('Not found', { status: 404 });
    return new Response('The file is not available right now.', { status: 502 });
  }
}
