import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TournamentHeader } from '@/components/tournament/tournament-header';
import { TournamentConditions } from '@/components/tournament/tournament-conditions';
import { TournamentResult } from '@/components/tournament/tournament-result';
import { entryActions } from '../../entry-actions';
import { findTournament } from '@/lib/portal/data/tournament';
import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { clampDescription, pageMetadata, plainText } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { sportsEvent } from '@/lib/portal/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/portal/site/urls';
import { env } from '@/lib/shared/config/env';
import { getCourseHoles } from '@/lib/portal/data/course';
import { getStore, getStoreMap } from '@/lib/portal/data/store';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';

// Cached (ISR, lib/portal/cache/cached-pages.ts): rendered on a tournament's first request (the member API is
// not there at build time), then kept for a minute at a time, and expired at once by an entry (the
// tournament's tag, which its data carries). The Enter button learns who is there on the client.
export const revalidate = 60;

export function generateStaticParams(): { locale: Locale; id: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const tournament = await findTournament(id, locale).catch(() => null);
  if (!tournament) return {};
  const t = await getTranslations({ locale, namespace: 'tournament' });
  return pageMetadata({
    locale,
    path: `/tournament/tournamentscheduleview/${tournament.tournamentno}`,
    title: `${tournament.tournamentname} · ${t('tabs.condition')}`,
    description: plainText(tournament.description ?? '') || `${tournament.tournamentname} — ${tournament.coursename}`,
    image: { url: ogEntityImagePath(locale, 'tournament', tournament.tournamentno), alt: tournament.tournamentname },
  });
}

/** A tournament's conditions, the default child page of the tournament view (spec §2). */
export default async function TournamentConditionPage({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  // A member-API failure is thrown, not rendered as an error state the cache would keep for a minute:
  // a revalidation that fails keeps the last good page, a first render shows the section's error screen.
  const tournament = await findTournament(id, locale);
  if (!tournament) notFound();
  const [venues, course, nav] = await Promise.all([
    // Where it is played (structured data): a venue's own tournament at that venue, a network-wide
    // one at every venue of the network (issue 26 item 18).
    tournament.shopno ? getStore(locale, tournament.shopno).then((data) => [data.store]) : getStoreMap({ lang: locale, searchname: '', country: undefined, storetype: undefined }).then((data) => data.storemaplist),
    // The course's holes for the poster (null when the course is gone: a generic drawing).
    getCourseHoles(locale, tournament.courseno),
    getTranslations('nav.tournament'),
  ]);
  const path = `/tournament/tournamentscheduleview/${tournament.tournamentno}`;
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('schedule'), href: '/tournament/tournamentschedule' }]} current={{ name: tournament.tournamentname, path }} />
      <JsonLd
        data={sportsEvent({
          tournament,
          url: absoluteUrl(locale, path),
          origin: env.appUrl,
          image: absoluteAsset(ogEntityImagePath(locale, 'tournament', tournament.tournamentno)),
          description: clampDescription(plainText(tournament.description ?? '') || `${tournament.tournamentname} — ${tournament.coursename}`),
          venues: venues.map((store) => ({ store, url: absoluteUrl(locale, `/findlocation/StoresView/${store.shopno}`) })),
          enterUrl: absoluteUrl(locale, path),
        })}
      />
      <TournamentHeader tournament={tournament} current="condition" actions={entryActions} />
      {/* A completed tournament opens on its result; the conditions follow. */}
      {tournament.tourstatus === TOURNAMENT_STATUS.completed && <TournamentResult tournament={tournament} locale={locale} />}
      <TournamentConditions tournament={tournament} course={course} />
    </>
  );
}
