import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VenueActivity } from '@/components/store/venue-activity';
import { VenueFacts } from '@/components/store/venue-facts';
import { VenueSurroundings } from '@/components/store/venue-surroundings';
import { PageHeader } from '@/components/ui/page-header';
import { ListWayBack } from '@/components/ui/list-way-back';
import { getStore, getStoreMap } from '@/lib/portal/data/store';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { sportsActivityLocation } from '@/lib/portal/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/portal/site/urls';
import { env } from '@/lib/shared/config/env';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';
import { readId } from '@/lib/upstream/operations/fields';
import { ErrorState } from '@/components/ui/error-state';

// Cached (ISR, lib/portal/cache/cached-pages.ts): the same for every visitor, rendered on a venue's first
// request (the member API is not there at build time) and kept five minutes at most; a member choosing
// the venue as their favourite (its member count) or entering one of its tournaments expires it at once.
export const revalidate = 300;

export function generateStaticParams(): { locale: Locale; id: string }[] {
  return [];
}

async function load(locale: Locale, id: string) {
  const shopno = readId(id);
  if (!shopno) notFound();
  return loadPage(() => getStore(locale, shopno));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/findlocation/StoresView/[id]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const data = await load(locale, id);
  const t = await getTranslations({ locale, namespace: 'store' });
  return pageMetadata({
    locale,
    path: `/findlocation/StoresView/${id}`,
    // A venue's name carries the brand already ("Clubhouse Gangnam"): no "| Clubhouse" after it.
    title: data ? t('viewTitle', { name: data.store.shopname }) : t('title'),
    absoluteTitle: Boolean(data),
    description: data
      ? (await getTranslations({ locale, namespace: 'seo.descriptions' }))('venue', {
          name: data.store.shopname,
          city: data.store.city,
          country: data.store.countryname,
          simulators: data.store.simulators,
        })
      : t('description'),
    image: data ? { url: ogEntityImagePath(locale, 'venue', data.store.shopno) } : undefined,
    noindex: !data,
  });
}

export default async function StoreViewPage({ params }: PageProps<'/[locale]/findlocation/StoresView/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('store');
  const data = await load(locale, id);
  if (!data) {
    return (
      <>
        <PageHeader title={t('title')} />
        <ErrorState message={t('unavailable')} className="mx-auto my-12 max-w-7xl" />
      </>
    );
  }
  const { store, nearbylist, leaderlist, tournamentlist } = data;
  // The map is the finder's (issue 26 item 11): the venue and those near it, from the network's map
  // list (a shared cached read).
  const near = new Set([store.shopno, ...nearbylist.map((n) => n.shopno)]);
  const mapList = await loadPage(() => getStoreMap({ lang: locale, searchname: '', country: undefined, storetype: undefined }));
  const mapVenues = mapList?.storemaplist.filter((venue) => near.has(venue.shopno)) ?? [];

  const path = `/findlocation/StoresView/${store.shopno}`;
  const nav = await getTranslations('nav.findlocation');
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('stores'), href: '/findlocation/stores' }]} current={{ name: store.shopname, path }} />
      <JsonLd data={sportsActivityLocation(store, { url: absoluteUrl(locale, path), image: absoluteAsset(ogEntityImagePath(locale, 'venue', store.shopno)), origin: env.appUrl })} />
      <PageHeader title={store.shopname} description={`${store.countryname} · ${store.city}`} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
          <VenueFacts store={store} />
          <VenueSurroundings store={store} nearby={nearbylist} mapVenues={mapVenues} />
        </div>
        <VenueActivity leaders={leaderlist} tournaments={tournamentlist} />
        <ListWayBack href="/findlocation/stores" label={t('backToList')} />
      </div>
    </>
  );
}
