import 'server-only';
import { env } from '@/lib/shared/config/env';
import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';

/** A page's absolute address in a language, on the portal's public address (APP_URL, never the Host header). */
export function absoluteUrl(locale: Locale, path: string): string {
  return env.appUrl + getPathname({ locale, href: path });
}

/** An absolute address of a file or route outside the localised pages (sharing cards, stored files). */
export function absoluteAsset(path: string): string {
  return /^https?:\/\//.test(path) ? path : env.appUrl + path;
}
