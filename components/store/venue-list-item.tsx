import { getTranslations } from 'next-intl/server';
import { ListPicture } from '@/components/ui/list-picture';
import { STORE_TYPE } from '@/lib/shared/domain/enums';
import { Link } from '@/lib/portal/i18n/link';
import { drawnPicturePath } from '@/lib/portal/pictures/paths';
import type { StoreSummary } from '@/lib/upstream/operations/store';
import { OpenNow } from './open-now';
import { VenueLinks } from './venue-links';

/**
 * One venue of the venue list: its picture (the venue's front with its bays), name and kind, address,
 * country, city and bays, "open now" by its own clock, and Call and Directions.
 */
export async function VenueListItem({ store, hours, eager = false }: { store: StoreSummary; hours: Record<string, string>; eager?: boolean }) {
  const [t, f, types] = await Promise.all([getTranslations('store'), getTranslations('store.finder'), getTranslations('enums.storeType')]);
  return (
    <li className="flex items-start gap-4 py-4 sm:items-center sm:gap-6">
      <div className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-40">
        <ListPicture stored={store.imagepath} drawn={drawnPicturePath('venue', store.shopno)} width={640} height={360} sizes="(min-width: 640px) 160px, 96px" eager={eager} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold">
            <Link href={`/findlocation/StoresView/${store.shopno}`} className="hover:underline">
              {store.shopname}
            </Link>
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${store.storetype === STORE_TYPE.corporate ? 'bg-brand-100 text-brand-800' : 'bg-gray-100 text-gray-700'}`}>
              {types(String(store.storetype))}
            </span>
          </h2>
          <p className="mt-1 text-sm text-gray-700">{store.address}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
            <span>
              {store.countryname} · {store.city} · {t('simulators', { count: store.simulators })}
            </span>
            <OpenNow hours={hours} timeZone={store.timezone} />
          </p>
        </div>
        <VenueLinks
          name={store.shopname}
          phone={store.phone}
          latitude={store.latitude}
          longitude={store.longitude}
          labels={{ call: f('call'), callLabel: f('callLabel', { name: store.shopname }), directions: f('directions'), directionsLabel: f('directionsLabel', { name: store.shopname }) }}
        />
      </div>
    </li>
  );
}
