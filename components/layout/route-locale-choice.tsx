'use client';

import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/lib/domain/locale';

/**
 * Shows the version of its content written for the locale of the route's own [locale] segment, read
 * from the router (useParams), on the server and in the browser alike. For the 404 page, which Next
 * renders without params: next-intl's getLocale there depends on the render order and the request's
 * headers, and a client-side navigation to an unknown id under /ko could get the English text.
 */
export function RouteLocaleChoice({ versions }: { versions: Record<Locale, ReactNode> }) {
  const { locale } = useParams<{ locale?: string }>() ?? {};
  return versions[isLocale(locale) ? locale : defaultLocale];
}
