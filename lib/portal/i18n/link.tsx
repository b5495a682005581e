import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { LocalisedLink } from './localised-link';
import { getPathname } from './paths';
import type { Locale } from './routing';

type Href = Parameters<typeof getPathname>[0]['href'];

export type LinkProps = Omit<ComponentProps<typeof LocalisedLink>, 'href' | 'locale'> & { href: Href; locale?: Locale };

/**
 * The locale-aware Link of server components: the path is localised here (next-intl's getPathname),
 * so the browser gets a plain next/link. next-intl's own Link renders a client component that reads
 * the locale from a client provider, which put next-intl's client runtime and a provider on every
 * page (about 6 KiB gzip of first-load JS). The language is in the URL and no locale cookie is kept
 * (lib/portal/i18n/routing), so nothing is lost. Client components use `Link` of ./navigation.
 */
export async function Link({ href, locale, ...rest }: LinkProps) {
  const target = locale ?? ((await getLocale()) as Locale);
  return <LocalisedLink href={getPathname({ href, locale: target })} {...rest} />;
}
