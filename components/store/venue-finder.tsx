'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { distanceKm } from '@/lib/shared/domain/opening-hours';
import { Link } from '@/lib/portal/i18n/navigation';
import type { StoreMapVenue } from '@/lib/upstream/operations/store';
import { OpenNow } from './open-now';
import { VenueLinks } from './venue-links';

const NEAREST = 8;

type Status = { kind: 'idle' } | { kind: 'locating' } | { kind: 'error'; reason: 'denied' | 'unavailable' | 'unsupported' } | { kind: 'found'; latitude: number; longitude: number };

/**
 * "Venues near me": the browser's location is asked for only when the visitor clicks, and used only
 * here, in the browser, to sort the venues the finder's filters select by great-circle distance.
 * Needs the `store.finder` messages from a NextIntlClientProvider around it.
 */
export function NearMe({ venues }: { venues: StoreMapVenue[] }) {
  const t = useTranslations('store.finder');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  function locate() {
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'error', reason: 'unsupported' });
      return;
    }
    setStatus({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setStatus({ kind: 'found', latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => setStatus({ kind: 'error', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const nearest =
    status.kind === 'found'
      ? venues
          .map((venue) => ({ venue, km: distanceKm(status, venue) }))
          .sort((a, b) => a.km - b.km)
          .slice(0, NEAREST)
      : [];

  return (
    <section aria-labelledby="near-me" className="mb-8 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={locate}
          disabled={status.kind === 'locating'}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
            <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10z" />
          </svg>
          <span id="near-me">{t('nearMe')}</span>
        </button>
        <p className="min-w-0 flex-1 basis-64 text-sm text-gray-600">{t('nearMeHint')}</p>
      </div>
      <div aria-live="polite">
        {status.kind === 'locating' && <p className="mt-3 text-sm font-semibold text-gray-700">{t('locating')}</p>}
        {status.kind === 'error' && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t(status.reason)}
          </p>
        )}
        {status.kind === 'found' && (
          <>
            <h2 className="mt-4 text-lg font-bold">{t('nearestTitle')}</h2>
            <ol className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" data-list="nearest">
              {nearest.map(({ venue, km }) => (
                <li key={venue.shopno} data-shopno={venue.shopno} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link href={`/findlocation/StoresView/${venue.shopno}`} className="font-bold hover:underline">
                        {venue.shopname}
                      </Link>
                      <span className="text-sm font-semibold tabular-nums text-brand-800" data-distance-km={km.toFixed(1)}>
                        {t('distance', { km: km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString() })}
                      </span>
                      <OpenNow hours={venue.hours} timeZone={venue.timezone} />
                    </p>
                    <p className="mt-0.5 truncate text-sm text-gray-600">{venue.address}</p>
                  </div>
                  <VenueLinks
                    name={venue.shopname}
                    phone={venue.phone}
                    latitude={venue.latitude}
                    longitude={venue.longitude}
                    labels={{ call: t('call'), callLabel: t('callLabel', { name: venue.shopname }), directions: t('directions'), directionsLabel: t('directionsLabel', { name: venue.shopname }) }}
                  />
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
