import { drawnPicture } from '@/lib/portal/pictures/drawn';
import { isPictureKind } from '@/lib/portal/pictures/paths';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * The drawn pictures as image files, for the lists: /pictures/course/{id}.svg (the hero routing
 * the course's holes), /pictures/venue/{id}.svg (the venue's front), /pictures/tournament/{id}.svg
 * (the poster). The detail pages draw the same components inline; a list shows many, so it loads
 * them as images, lazily, and the HTML stays small. The name ends in `.svg`, so proxy.ts leaves it alone.
 */
export async function GET(_request: Request, { params }: RouteContext<'/pictures/[kind]/[file]'>) {
  const { kind, file } = await params;
  const id = readId(/^(.+)\.svg$/.exec(file)?.[1]);
  if (!isPictureKind(kind) || !id) return new Response('Not found', { status: 404 });
  const svg = await drawnPicture(kind, id);
  if (svg === null) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Pictures change with their data, slowly (a tournament's status, a venue's bays).
      'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
      // Opened on its own, an SVG is a document: it may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
