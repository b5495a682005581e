import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware Link and hooks of client components (design rule 8). Server code links through
 * ./link and builds paths and redirects with ./paths: importing this module on the server registers
 * next-intl's client Link with the page, which ships next-intl's client runtime with it.
 */
export const { Link, usePathname, useRouter } = createNavigation(routing);
export { getPathname, permanentRedirect, redirect } from './paths';
