/**
 * next/link for hrefs that are already localised: by the server (getPathname, passed to a client
 * island as props) or by lib/shared/domain/locale's pathInLocale. The layout's islands use it instead of
 * next-intl's client Link, which would need next-intl's client runtime and a provider on every page.
 * Anything that builds a path from an unlocalised one uses Link of ./navigation (client) or ./link (server).
 * A link to a MyZone page is not prefetched unless it asks to be (lib/portal/navigation/prefetch.ts).
 */
import type { ComponentProps } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one sanctioned door to next/link, for hrefs localised beforehand.
import NextLink from 'next/link';
import { defaultPrefetch } from '@/lib/portal/navigation/prefetch';

export function LocalisedLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} prefetch={prefetch === undefined ? defaultPrefetch(props.href) : prefetch} />;
}
