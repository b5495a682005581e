import fs from 'node:fs';
import { Readable } from 'node:stream';
import { demoPoster, isDemoPath } from '@/lib/shared/storage/demo';
import { FALLBACK_SVG } from '@/lib/shared/storage/fallback';
import { localStoragePath } from '@/lib/shared/storage';
import { contentTypeOf, isImagePath } from '@/lib/shared/storage/paths';

type Context = { params: Promise<{ path: string[] }> };

/** A stored SVG could carry script: it is served as an image that may run nothing and load nothing. */
const baseHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function svg(body: string, maxAge: number, extra: Record<string, string> = {}) {
  return new Response(body, {
    headers: { ...baseHeaders, 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': `public, max-age=${maxAge}`, ...extra },
  });
}

/** Parses a single `bytes=a-b` range (what video players send to seek); anything else gets the whole file. */
function parseRange(header: string | null, size: number): { start: number; end: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return undefined;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * Serves stored files from `${DATA_DIR}/storage` when STORAGE_BASE_URL is not set (design: the app is
 * its own bucket on a fresh machine). A missing demo picture is drawn; any other missing picture gets
 * the fallback image; any other missing file is a 404.
 */
export async function GET(request: Request, { params }: Context) {
  const filePath = (await params).path.join('/');
  const local = localStoragePath(filePath);
  if (!local) return new Response('Not found', { status: 404 });

  let stat: fs.Stats | undefined;
  try {
    stat = await fs.promises.stat(local);
  } catch {
    stat = undefined;
  }

  if (!stat?.isFile()) {
    if (isDemoPath(filePath)) return svg(demoPoster(filePath), 86400);
    if (isImagePath(filePath)) return svg(FALLBACK_SVG, 300, { 'x-storage-fallback': '1' });
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  }

  const type = contentTypeOf(filePath);
  const headers: Record<string, string> = {
    ...baseHeaders,
    'content-type': type,
    // Documents are saved, not shown inline: a stored file is never a page of this origin.
    ...(type.startsWith('image/') || type.startsWith('video/') ? {} : { 'content-disposition': `attachment; filename="${filePath.split('/').pop()!.replace(/[^\w.-]/g, '_')}"` }),
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=3600',
    'last-modified': stat.mtime.toUTCString(),
  };
  const range = parseRange(request.headers.get('range'), stat.size);
  if (request.headers.get('range') && !range) {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${stat.size}` } });
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  const stream = Readable.toWeb(fs.createReadStream(local, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stat.size === 0 ? null : stream, {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      'content-length': String(stat.size === 0 ? 0 : end - start + 1),
      ...(range ? { 'content-range': `bytes ${start}-${end}/${stat.size}` } : {}),
    },
  });
}
