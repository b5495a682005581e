import { isLocale } from '@/lib/shared/domain/locale';
import { renderEntityCard, renderSectionCard } from '@/lib/portal/og/render';
import { isOgEntityKind, isOgSection } from '@/lib/portal/site/og-paths';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * Cached like the pages (issue 26 item 21): a card is drawn on its first request, then served from
 * Next's cache (the same handler, file system or Redis, as the pages), and drawn again when a tag of
 * the data it was drawn from is expired (the tournament's, the venues', the players'…: the same tags
 * that expire its page, collected from the data calls) or after an hour.
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { locale: string; kind: string; file: string }[] {
  return [];
}

/**
 * Sharing cards (og:image, twitter:image): /og/{locale}/{kind}/{id}.png for a tournament, its
 * ranking, a mini-game, a lesson, a course, a venue, a notice or a resource, and
 * /og/{locale}/section/{section}.png for the other pages (lib/portal/site/og-paths.ts). Only names from
 * those lists are drawn: nobody can make the portal render text of their choosing.
 */
export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[kind]/[file]'>) {
  const { locale, kind, file } = await params;
  const name = /^(.+)\.png$/.exec(file)?.[1];
  if (!isLocale(locale) || !name) return new Response('Not found', { status: 404 });
  if (kind === 'section') return isOgSection(name) ? renderSectionCard(locale, name) : new Response('Not found', { status: 404 });
  const id = readId(name);
  if (!isOgEntityKind(kind) || !id) return new Response('Not found', { status: 404 });
  return renderEntityCard(locale, kind, id);
}
