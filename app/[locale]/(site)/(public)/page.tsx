import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { TournamentCard } from '@/components/tournament/tournament-card';
import { env } from '@/lib/shared/config/env';
import { socialLinks } from '@/lib/portal/site/links';
import { organization, website } from '@/lib/portal/site/structured-data';
import { getHomeSummary } from '@/lib/portal/data/home';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata, siteNames } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { routing, type Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';
import { MemberHome, type MemberHomeHrefs, type MemberHomeTexts } from '@/components/home/member-home';
import { getPathname } from '@/lib/portal/i18n/paths';

// Cached (ISR, lib/portal/cache/cached-pages.ts): the same page for every visitor, rendered on its first
// request (the member API is not there at build time) and again once a minute or when the home tag is
// revalidated by a change it shows. The login state and the CT zone are islands.
export const revalidate = 60;

export function generateStaticParams(): { locale: Locale }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return { ...pageMetadata({ locale, path: '/', description: t('description') }), title: { absolute: t('title') } };
}

function SectionHeading({ id, title, href, linkLabel }: { id: string; title: string; href?: string; linkLabel?: string }) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {href && (
        <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
          {linkLabel}
          {/* Which list: four "View all" links read alike out of context (screen readers, Lighthouse's link-text). */}
          <span className="sr-only">: {title}</span>
        </Link>
      )}
    </div>
  );
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  // An outage is thrown on, never cached as an error box: the cache keeps its last good copy of this
  // page, and without one the page answers 503 (lib/portal/data/load.ts).
  const summary = await loadPage(() => getHomeSummary(locale));

  const metadata = await getTranslations({ locale, namespace: 'metadata' });
  // A member's own panel (issue 26 item 12) comes first; it is an island, so this page stays one
  // cached page for everyone and a visitor gets nothing of it.
  const mine = await getTranslations('home.member');
  // The texts go to the island with their placeholders kept ({time} stays "{time}"): the island fills
  // them in with the member's own figures. (Messages are precompiled: `raw` is not the source text.)
  const keepPlaceholders = Object.fromEntries(['nickname', 'time', 'day', 'start', 'end', 'bay', 'count', 'from', 'to', 'score', 'topar', 'holes', 'season', 'points'].map((name) => [name, `{${name}}`]));
  const memberTexts = Object.fromEntries(
    (['title', 'loading', 'failed', 'next', 'nextEntered', 'nextOpen', 'nextNone', 'starts', 'playingNow', 'booking', 'bookingNone', 'bookingAt', 'handicap', 'handicapNone', 'handicapTrend', 'lastRound', 'lastRoundNone', 'lastRoundScore', 'season', 'seasonPlace', 'seasonNone', 'open'] as const).map((key) => [key, mine(key, keepPlaceholders)]),
  ) as unknown as MemberHomeTexts;
  const path = (href: string) => getPathname({ href, locale });
  const memberHrefs: MemberHomeHrefs = {
    tournament: path('/tournament/tournamentscheduleview'),
    schedule: path('/tournament/tournamentschedule'),
    booking: path('/membership/mybookings'),
    bookings: path('/membership/mybookings'),
    dashboard: path('/membership/mysummary'),
    round: path('/membership/myrecords/myroundsview'),
    rounds: path('/membership/myrecords/myrounds'),
    standings: path('/halloffame/pointleaderboard'),
  };
  return (
    <>
      <MemberHome locale={locale} texts={memberTexts} hrefs={memberHrefs} />
      <JsonLd data={[organization(env.appUrl, socialLinks.map((link) => link.href)), website(env.appUrl, { name: siteNames.en, alternateName: [siteNames.ko] }, routing.locales, metadata('description'))]} />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-12 md:pb-24 md:pt-20">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">{t('heroTitle')}</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85">{t('heroBody')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/tournament/tournamentschedule" className="rounded-full bg-accent-400 px-6 py-3 font-bold text-brand-900 hover:bg-accent-500">
              {t('ctaSchedule')}
            </Link>
            <Link href="/findlocation/stores" className="rounded-full border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">
              {t('ctaFind')}
            </Link>
          </div>
          {summary && (
            <dl aria-label={t('stats.label')} className="mt-12 grid max-w-3xl grid-cols-2 gap-6 md:grid-cols-4">
              {(['players', 'stores', 'countries', 'rounds'] as const).map((key) => (
                <div key={key}>
                  <dt className="text-sm text-white/70">{t(`stats.${key}`)}</dt>
                  <dd className="text-3xl font-extrabold tabular-nums">{formatNumber(summary.stats[key])}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>

      {!summary ? (
        <p role="alert" className="mx-auto my-12 max-w-7xl px-4 text-gray-700">
          {t('unavailable')}
        </p>
      ) : (
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
          <section aria-labelledby="playing">
            <SectionHeading id="playing" title={t('playing')} href="/tournament/tournamentschedule?tourstatus_fk=2" linkLabel={common('viewAll')} />
            {summary.playing.length ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {summary.playing.map((tournament) => (
                  <li key={tournament.tournamentno}>
                    <TournamentCard tournament={tournament} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('playingEmpty')}</p>
            )}
          </section>

          <section aria-labelledby="upcoming">
            <SectionHeading id="upcoming" title={t('upcoming')} href="/tournament/tournamentschedule?tourstatus_fk=1" linkLabel={common('viewAll')} />
            {summary.upcoming.length ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {summary.upcoming.map((tournament) => (
                  <li key={tournament.tournamentno}>
                    <TournamentCard tournament={tournament} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('upcomingEmpty')}</p>
            )}
          </section>

          <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
            <section aria-labelledby="leaders">
              <SectionHeading id="leaders" title={t('leaders', { season: summary.season })} href="/halloffame/pointleaderboard" linkLabel={common('viewAll')} />
              {summary.leaders.length ? (
                <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200">
                  {summary.leaders.map((leader) => (
                    <li key={leader.player_pk || `withdrawn-${leader.rank}`} className="flex items-center gap-4 px-5 py-3">
                      <span className="w-6 text-lg font-extrabold text-brand-700 tabular-nums">{leader.rank}</span>
                      {/* A withdrawn or blocked leader comes without a name (issue 9). */}
                      <span className={`min-w-0 flex-1 truncate font-semibold ${leader.nickname ? '' : 'italic text-gray-600'}`}>{leader.nickname || common('withdrawnMember')}</span>
                      {leader.countrycode && <span className="text-xs text-gray-600">{leader.countrycode}</span>}
                      <span className="font-bold tabular-nums">{t('points', { points: formatNumber(leader.points) })}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('leadersEmpty')}</p>
              )}
            </section>

            <section aria-labelledby="notices">
              <SectionHeading id="notices" title={t('notices')} href="/support/notice" linkLabel={common('viewAll')} />
              {summary.notices.length ? (
                <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
                  {summary.notices.map((notice) => (
                    <li key={notice.noticeno} className="flex items-center gap-3 px-5 py-3">
                      {notice.pinned && (
                        <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">{t('pinned')}</span>
                      )}
                      <Link href={`/support/noticeview/${notice.noticeno}`} className="min-w-0 flex-1 truncate hover:underline">
                        {notice.title}
                      </Link>
                      <time dateTime={notice.regdate} className="shrink-0 text-sm text-gray-600">
                        {formatDate(notice.regdate, timeZone)}
                      </time>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('noticesEmpty')}</p>
              )}
            </section>
          </div>
        </div>
      )}
    </>
  );
}
