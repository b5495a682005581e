import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { OpenNow } from '@/components/store/open-now';
import { VenueLinks } from '@/components/store/venue-links';
import { VenuePicture } from '@/components/store/venue-picture';
import { StoreMap } from '@/components/store/store-map';
import { VenueMap } from '@/components/store/venue-map';
import { PageHeader } from '@/components/ui/page-header';
import { getStore, getStoreMap } from '@/lib/portal/data/store';
import { utcOffset } from '@/lib/shared/domain/timezone';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { sportsActivityLocation } from '@/lib/portal/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/portal/site/urls';
import { env } from '@/lib/shared/config/env';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';
import { readId } from '@/lib/upstream/operations/fields';
import { ErrorState } from '@/components/ui/error-state';
import { VenueLeaders } from '@/components/store/venue-leaders';
import { VenueTournaments } from '@/components/store/venue-tournaments';

// Cached (ISR, lib/portal/cache/cached-pages.ts): the same for every visitor, rendered on a venue's first
// request (the member API is not there at build time) and kept five minutes at most; a member choosing
// the venue as their favourite (its member count) or entering one of its tournaments expires it at once.
export const revalidate = 300;

export function generateStaticParams(): { locale: Locale; id: string }[] {
  return [];
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

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
  const [t, f, types, statuses, messages, b] = await Promise.all([getTranslations('store'), getTranslations('store.finder'), getTranslations('enums.storeType'), getTranslations('enums.tournamentStatus'), getMessages(), getTranslations('bookingPage')]);
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
  // The map is the finder's (issue 26 item 11): tiles when they load, the drawn map with coastlines
  // when not; the venue and those near it, from the network's map list (a shared cached read).
  const near = new Set([store.shopno, ...nearbylist.map((n) => n.shopno)]);
  const mapList = await loadPage(() => getStoreMap({ lang: locale, searchname: '', country: undefined, storetype: undefined }));
  const mapVenues = mapList?.storemaplist.filter((venue) => near.has(venue.shopno)) ?? [];
  const osm = `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=16/${store.latitude}/${store.longitude}`;
  const hours = DAYS.filter((day) => store.hours[day]);

  const path = `/findlocation/StoresView/${store.shopno}`;
  const nav = await getTranslations('nav.findlocation');
  const withdrawnMember = (await getTranslations('common'))('withdrawnMember');
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('stores'), href: '/findlocation/stores' }]} current={{ name: store.shopname, path }} />
      <JsonLd data={sportsActivityLocation(store, { url: absoluteUrl(locale, path), image: absoluteAsset(ogEntityImagePath(locale, 'venue', store.shopno)), origin: env.appUrl })} />
      <PageHeader title={store.shopname} description={`${store.countryname} · ${store.city}`} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
          <section aria-labelledby="store-facts">
            <VenuePicture simulators={store.simulators} storetype={store.storetype} latitude={store.latitude} className="mb-6 overflow-hidden rounded-2xl" />
            <h2 id="store-facts" className="text-xl font-bold">{t('facts.label')}</h2>
            <dl className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm">
              <div className="flex justify-between gap-4 px-4 py-2.5">
                {/* The term keeps its width: a long address wraps, never the term ("주소" split into two lines at 390 px). */}
                <dt className="shrink-0 text-gray-600">{t('facts.address')}</dt>
                <dd className="min-w-0 text-right font-semibold [overflow-wrap:anywhere]">
                  {store.address}
                  {store.postalcode ? ` ${store.postalcode}` : ''}
                </dd>
              </div>
              {store.phone && (
                <div className="flex justify-between gap-4 px-4 py-2.5">
                  <dt className="shrink-0 text-gray-600">{t('facts.phone')}</dt>
                  <dd className="font-semibold">
                    <a href={`tel:${store.phone.replace(/[^0-9+]/g, '')}`} className="text-brand-700 hover:underline">
                      {store.phone}
                    </a>
                  </dd>
                </div>
              )}
              {[
                [t('facts.type'), types(String(store.storetype))],
                [t('facts.simulators'), t('simulators', { count: store.simulators })],
                [t('facts.timezone'), t('timezoneValue', { zone: store.timezone, offset: utcOffset(store.timezone) })],
                [t('facts.opened'), store.openeddate ? formatDate(store.openeddate, store.timezone) : '-'],
                [t('facts.members'), formatNumber(store.membercnt)],
              ].map(([term, value]) => (
                <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
                  <dt className="shrink-0 text-gray-600">{term}</dt>
                  <dd className="text-right font-semibold">{value}</dd>
                </div>
              ))}
            </dl>

            <div className="mt-4">
              <VenueLinks
                name={store.shopname}
                phone={store.phone}
                latitude={store.latitude}
                longitude={store.longitude}
                labels={{ call: f('call'), callLabel: f('callLabel', { name: store.shopname }), directions: f('directions'), directionsLabel: f('directionsLabel', { name: store.shopname }) }}
              >
                {/* Bay booking (issue 23): members only; the booking page asks a visitor to log in first. */}
                <Link
                  href={`/membership/booking/${store.shopno}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-accent-500 bg-accent-400 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {b('bookABay')}
                </Link>
              </VenueLinks>
            </div>

            <h2 className="mt-8 flex flex-wrap items-center gap-3 text-xl font-bold">
              {t('hours')}
              <NextIntlClientProvider messages={{ store: { finder: messages.store.finder } }}>
                <OpenNow hours={store.hours} timeZone={store.timezone} />
              </NextIntlClientProvider>
            </h2>
            {hours.length ? (
              <table className="mt-4 w-full text-sm">
                <caption className="sr-only">{t('hours')}</caption>
                <tbody className="divide-y divide-gray-100">
                  {hours.map((day) => (
                    <tr key={day}>
                      <th scope="row" className="py-2 text-left font-normal text-gray-600">{t(`day.${day}`)}</th>
                      <td className="py-2 text-right font-semibold tabular-nums">{store.hours[day]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-4 text-gray-600">{t('hoursUnknown')}</p>
            )}
          </section>

          <section aria-labelledby="store-map">
            <h2 id="store-map" className="text-xl font-bold">{t('map')}</h2>
            <div className="mt-4" data-venue-map>
              {mapVenues.some((venue) => venue.shopno === store.shopno) ? (
                <NextIntlClientProvider messages={{ store: { finder: messages.store.finder } }}>
                  <VenueMap venues={mapVenues} styleUrl={env.mapStyleUrl} focus={store.shopno} embedded />
                </NextIntlClientProvider>
              ) : (
                // Without the map list (a refused read), the venue and its neighbours drawn from their coordinates.
                <StoreMap
                  latitude={store.latitude}
                  longitude={store.longitude}
                  nearby={nearbylist}
                  label={(km) => t('mapLabel', { name: store.shopname, km })}
                  scaleLabel={(km) => t('mapScale', { km })}
                />
              )}
            </div>
            <a href={osm} rel="noopener noreferrer" target="_blank" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
              {t('openMap')}
            </a>
            {nearbylist.length > 0 && (
              <>
                <h3 className="mt-6 font-bold">{t('nearby')}</h3>
                <ol className="mt-2 space-y-1 text-sm">
                  {nearbylist.map((n, i) => (
                    <li key={n.shopno} className="flex gap-3">
                      <span className="w-5 text-right font-bold tabular-nums text-gray-600">{i + 1}</span>
                      <Link href={`/findlocation/StoresView/${n.shopno}`} className="flex-1 hover:underline">
                        {n.shopname}
                      </Link>
                      <span className="tabular-nums text-gray-600">{t('distance', { km: formatNumber(n.distancekm) })}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        </div>

        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
          <section aria-labelledby="store-leaders">
            <h2 id="store-leaders" className="text-xl font-bold">{t('leaderboard')}</h2>
            <p className="mt-1 text-sm text-gray-600">{t('leaderboardNote')}</p>
            {leaderlist.length ? (
              <VenueLeaders
                leaders={leaderlist}
                labels={{
                  caption: t('leaderboard'),
                  rank: t('column.rank'),
                  player: t('column.player'),
                  best: t('column.best'),
                  rounds: t('column.rounds'),
                  roundCount: (count) => t('roundCount', { count }),
                  openPlayer: (nickname) => t('openPlayer', { nickname }),
                  withdrawnMember,
                }}
              />
            ) : (
              <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('leaderEmpty')}</p>
            )}
          </section>

          <section aria-labelledby="store-tournaments">
            <h2 id="store-tournaments" className="text-xl font-bold">{t('tournaments')}</h2>
            {tournamentlist.length ? (
              <VenueTournaments tournaments={tournamentlist} status={(tourstatus) => statuses(tourstatus as '1')} date={(tournament) => formatDate(tournament.startdate, timeZone)} />
            ) : (
              <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('tournamentsEmpty')}</p>
            )}
          </section>
        </div>

        <div className="text-center">
          <Link href="/findlocation/stores" className="inline-block rounded-full border border-gray-300 px-6 py-2.5 font-semibold hover:bg-gray-50">
            {t('backToList')}
          </Link>
        </div>
      </div>
    </>
  );
}
