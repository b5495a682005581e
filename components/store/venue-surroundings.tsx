import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { StoreMap } from '@/components/store/store-map';
import { VenueMap } from '@/components/store/venue-map';
import { Link } from '@/lib/portal/i18n/link';
import { env } from '@/lib/shared/config/env';
import { formatNumber } from '@/lib/shared/format';
import type { StoreDetail, StoreMapVenue, StoreNearby } from '@/lib/upstream/operations/store';

/**
 * A venue on the map with the venues near it (issue 26 item 11): the finder's map from the network's map
 * list when the venue is on it, else drawn from the coordinates; then the nearest venues by distance.
 */
export async function VenueSurroundings({ store, nearby, mapVenues }: { store: StoreDetail; nearby: StoreNearby[]; mapVenues: StoreMapVenue[] }) {
  const [t, messages] = await Promise.all([getTranslations('store'), getMessages()]);
  const osm = `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=16/${store.latitude}/${store.longitude}`;
  return (
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
            nearby={nearby}
            label={(km) => t('mapLabel', { name: store.shopname, km })}
            scaleLabel={(km) => t('mapScale', { km })}
          />
        )}
      </div>
      <a href={osm} rel="noopener noreferrer" target="_blank" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
        {t('openMap')}
      </a>
      {nearby.length > 0 && (
        <>
          <h3 className="mt-6 font-bold">{t('nearby')}</h3>
          <ol className="mt-2 space-y-1 text-sm">
            {nearby.map((n, i) => (
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
  );
}
