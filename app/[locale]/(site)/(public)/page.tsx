import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeHero } from '@/components/home/home-hero';
import { HomeLeaders } from '@/components/home/home-leaders';
import { HomeNotices } from '@/components/home/home-notices';
import { HomeTournaments } from '@/components/home/home-tournaments';
import { MemberHomePanel } from '@/components/home/member-home-panel';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/shared/config/env';
import { socialLinks } from '@/lib/portal/site/links';
import { organization, website } from '@/lib/portal/site/structured-data';
import { getHomeSummary } from '@/lib/portal/data/home';
import { pageMetadata, siteNames } from '@/lib/portal/i18n/metadata';
import { routing, type Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';

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

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('home');
  // An outage is thrown on, never cached as an error box: the cache keeps its last good copy of this
  // page, and without one the page answers 503 (lib/portal/data/load.ts).
  const summary = await loadPage(() => getHomeSummary(locale));
  const metadata = await getTranslations({ locale, namespace: 'metadata' });
  return (
    <>
      {/* A member's own panel comes first; it is an island, so this page stays one cached page for everyone. */}
      <MemberHomePanel locale={locale} />
      <JsonLd data={[organization(env.appUrl, socialLinks.map((link) => link.href)), website(env.appUrl, { name: siteNames.en, alternateName: [siteNames.ko] }, routing.locales, metadata('description'))]} />
      <HomeHero stats={summary?.stats} />
      {!summary ? (
        <p role="alert" className="mx-auto my-12 max-w-7xl px-4 text-gray-700">
          {t('unavailable')}
        </p>
      ) : (
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
          <HomeTournaments shelf="playing" tournaments={summary.playing} />
          <HomeTournaments shelf="upcoming" tournaments={summary.upcoming} />
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
            <HomeLeaders season={summary.season} leaders={summary.leaders} />
            <HomeNotices notices={summary.notices} />
          </div>
        </div>
      )}
    </>
  );
}
