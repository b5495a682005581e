'use client';

import { PageSkeleton } from './skeleton';
import { useRouteErrorTexts } from './route-error-texts';

/**
 * What a list section's loading.tsx shows while the list renders on the server. A client component
 * with its one text from the site layout (through the error screens' texts context): on the server a
 * loading boundary renders beside the page, before the page has set the request's locale, so
 * next-intl would read the request headers there, and no page under it could be cached (ISR).
 */
export function PageLoading({ variant }: { variant: 'rows' | 'cards' }) {
  return <PageSkeleton label={useRouteErrorTexts().loading} variant={variant} />;
}
