import { isLocale } from '@/lib/domain/locale';
import { renderEntityCard, renderSectionCard } from '@/lib/og/render';
import { isOgEntityKind, isOgSection } from '@/lib/site/og-paths';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * Sharing cards (og:image, twitter:image): /og/{locale}/{kind}/{id}.png for a tournament, its
 * ranking, a mini-game, a lesson, a course, a venue, a notice or a resource, and
 * /og/{locale}/section/{section}.png for the other pages (lib/site/og-paths.ts). Only names from
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
