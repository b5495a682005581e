import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { OpenNow } from '@/components/store/open-now';
import { VenueLinks } from '@/components/store/venue-links';
import { VenuePicture } from '@/components/store/venue-picture';
import { StoreMap } from '@/components/store/store-map';
import { PageHeader } from '@/components/ui/page-header';
import { getStore } from '@/lib/data/store';
import { utcOffset } from '@/lib/domain/timezone';
import { formatDate, formatNumber } from '@/lib/format';
import { timeZone } from '@/lib/i18n/zone';
import { pageMetadata } from '@/lib/i18n/metadata';
import { ogEntityImagePath } from '@/lib/site/og-paths';
import { sportsActivityLocation } from '@/lib/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/site/urls';
import { env } from '@/lib/config/env';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { readParams } from '@/lib/i18n/params';
import { loadOrNotFound } from '@/lib/data/load';
import { readId } from '@/lib/upstream/operations/fields';
import { ErrorState } from '@/components/ui/error-state';
import { tournamentPath } from '@/components/tournament/tournament-path';

// Cached (ISR, lib/cache/cached-pages.ts): the same for every visitor, rendered on a venue's first
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
  return loadOrNotFound(() => getStore(locale, shopno));
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
  const [t, f, types, statuses, messages] = await Promise.all([getTranslations('store'), getTranslations('store.finder'), getTranslations('enums.storeType'), getTranslations('enums.tournamentStatus'), getMessages()]);
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
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="store-facts">
            <VenuePicture simulators={store.simulators} storetype={store.storetype} latitude={store.latitude} className="mb-6 overflow-hidden rounded-2xl" />
            <h2 id="store-facts" className="text-xl font-bold">{t('facts.label')}</h2>
            <dl className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm">
              <div className="flex justify-between gap-4 px-4 py-2.5">
                <dt className="text-gray-600">{t('facts.address')}</dt>
                <dd className="text-right font-semibold">
                  {store.address}
                  {store.postalcode ? ` ${store.postalcode}` : ''}
                </dd>
              </div>
              {store.phone && (
                <div className="flex justify-between gap-4 px-4 py-2.5">
                  <dt className="text-gray-600">{t('facts.phone')}</dt>
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
                  <dt className="text-gray-600">{term}</dt>
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
              />
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
            <div className="mt-4">
              <StoreMap
                latitude={store.latitude}
                longitude={store.longitude}
                nearby={nearbylist}
                label={(km) => t('mapLabel', { name: store.shopname, km })}
                scaleLabel={(km) => t('mapScale', { km })}
              />
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

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="store-leaders">
            <h2 id="store-leaders" className="text-xl font-bold">{t('leaderboard')}</h2>
            <p className="mt-1 text-sm text-gray-600">{t('leaderboardNote')}</p>
            {leaderlist.length ? (
              <table className="mt-4 w-full text-sm">
                <caption className="sr-only">{t('leaderboard')}</caption>
                <thead className="border-y-2 border-gray-800">
                  <tr>
                    <th scope="col" className="py-2 text-center">{t('column.rank')}</th>
                    <th scope="col" className="py-2 text-left">{t('column.player')}</th>
                    <th scope="col" className="py-2 text-right">{t('column.best')}</th>
                    <th scope="col" className="py-2 text-right">{t('column.rounds')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {leaderlist.map((leader) => (
                    <tr key={leader.player_pk || `withdrawn-${leader.rank}`}>
                      <td className="py-2 text-center font-bold tabular-nums">{leader.rank}</td>
                      {/* A withdrawn or blocked member comes without a name (issue 9). */}
                      <td className={`py-2 ${leader.nickname ? '' : 'italic text-gray-600'}`}>{leader.nickname || withdrawnMember}</td>
                      <td className="py-2 text-right tabular-nums">{leader.beststroke}</td>
                      <td className="py-2 text-right tabular-nums">{formatNumber(leader.roundcnt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('leaderEmpty')}</p>
            )}
          </section>

          <section aria-labelledby="store-tournaments">
            <h2 id="store-tournaments" className="text-xl font-bold">{t('tournaments')}</h2>
            {tournamentlist.length ? (
              <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200">
                {tournamentlist.map((tournament) => (
                  <li key={tournament.tournamentno} className="flex items-center gap-3 px-4 py-3 text-sm">
                    <span className="shrink-0 rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold">{statuses(tournament.tourstatus as '1')}</span>
                    <Link href={tournamentPath(tournament)} className="min-w-0 flex-1 truncate hover:underline">
                      {tournament.tournamentname}
                    </Link>
                    <time dateTime={tournament.startdate} className="shrink-0 text-gray-600">
                      {formatDate(tournament.startdate, timeZone)}
                    </time>
                  </li>
                ))}
              </ul>
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
