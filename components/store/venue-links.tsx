import type { ReactNode } from 'react';

/** A phone number as a tel: link (digits and a leading +), so a phone dials it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/**
 * Directions to a point: Google's Maps URL (documented, needs no key) opens the maps app on a phone
 * and the route planner on a desktop, from wherever the visitor is.
 */
export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

const button = 'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Call and Directions buttons of a venue (plain links: they work without JavaScript). */
export function VenueLinks({
  name,
  phone,
  latitude,
  longitude,
  labels,
  children,
}: {
  name: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  labels: { call: string; callLabel: string; directions: string; directionsLabel: string };
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2" data-venue-links={name}>
      {phone && (
        <a href={telHref(phone)} aria-label={labels.callLabel} className={`${button} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          </svg>
          {labels.call}
        </a>
      )}
      <a href={directionsHref(latitude, longitude)} target="_blank" rel="noopener noreferrer" aria-label={labels.directionsLabel} className={`${button} border-gray-300 bg-white text-gray-900 hover:bg-gray-50`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
          <path d="M21.7 11.3 12.7 2.3a1 1 0 0 0-1.4 0l-9 9a1 1 0 0 0 0 1.4l9 9a1 1 0 0 0 1.4 0l9-9a1 1 0 0 0 0-1.4zM14 14.5V12h-4v3H8v-4a1 1 0 0 1 1-1h5V7.5l3.5 3.5z" />
        </svg>
        {labels.directions}
      </a>
      {children}
    </div>
  );
}
