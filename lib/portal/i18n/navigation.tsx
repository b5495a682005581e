import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { defaultPrefetch } from '@/lib/portal/navigation/prefetch';
import { routing } from './routing';

/**
 * Locale-aware Link and hooks of client components (design rule 8). Server code links through
 * ./link and builds paths and redirects with ./paths: importing this module on the server registers
 * next-intl's client Link with the page, which ships next-intl's client runtime with it.
 */
const navigation = createNavigation(routing);
export const { usePathname, useRouter } = navigation;
export { getPathname, permanentRedirect, redirect } from './paths';

/** next-intl's Link; one to a MyZone page is not prefetched unless it asks to be (lib/portal/navigation/prefetch.ts). */
export function Link({ prefetch, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link {...props} prefetch={prefetch === undefined ? defaultPrefetch(props.href) : prefetch} />;
}
