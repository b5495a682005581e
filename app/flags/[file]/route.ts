import fs from 'node:fs/promises';
import path from 'node:path';
import { FLAG_CODES } from '@/lib/shared/domain/flags';

/**
 * A country flag from the flag-icons package (4:3 SVG), e.g. /flags/kr.svg: read from the installed
 * package so the set is updated with it, and served like a stored picture (an image that runs nothing).
 */
export async function GET(_request: Request, { params }: RouteContext<'/flags/[file]'>) {
  const code = /^([a-z]{2})\.svg$/.exec((await params).file)?.[1];
  if (!code || !FLAG_CODES.has(code)) return new Response('Not found', { status: 404 });
  const body = await fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3', `${code}.svg`));
  return new Response(body, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=604800, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
