import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * MapLibre GL's worker, served from the portal's own origin so the CSP allows it as `worker-src
 * 'self'` (the library would otherwise wrap it in a blob: URL). Read from the installed package, so
 * it always matches the library version the finder loads.
 */
export async function GET() {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs');
  const body = await fs.readFile(file);
  return new Response(body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
