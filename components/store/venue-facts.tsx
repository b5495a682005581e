import { getTranslations } from 'next-intl/server';
import { VenueHours } from '@/components/store/venue-hours';
import { VenueLinks } from '@/components/store/venue-links';
import { VenuePicture } from '@/components/store/venue-picture';
import { Link } from '@/lib/portal/i18n/link';
import { utcOffset } from '@/lib/shared/domain/timezone';
import { formatDate, formatNumber } from '@/lib/shared/format';
import type { StoreDetail } from '@/lib/upstream/operations/store';

/** A venue's facts: its picture, address and figures, the ways to reach and book it, and its hours. */
export async function VenueFacts({ store }: { store: StoreDetail }) {
  const [t, f, types, b] = await Promise.all([getTranslations('store'), getTranslations('store.finder'), getTranslations('enums.storeType'), getTranslations('bookingPage')]);
  return (
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

      <VenueHours hours={store.hours} timeZone={store.timezone} />
    </section>
  );
}
