import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { breadcrumbList } from '@/lib/portal/site/structured-data';
import { absoluteUrl } from '@/lib/portal/site/urls';
import { JsonLd } from './json-ld';

export interface Crumb {
  name: string;
  /** A path without locale; the last crumb (the page itself) has none. */
  href?: string;
}

/**
 * Where a detail page sits (Home › section › page), shown and given to search engines as a
 * BreadcrumbList from the same list, so the two cannot disagree.
 */
export async function Breadcrumbs({ locale, items, current }: { locale: Locale; items: Crumb[]; current: { name: string; path: string } }) {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const all = [{ name: t('breadcrumbHome'), href: '/' }, ...items];
  const absolute = (path: string) => absoluteUrl(locale, path);
  return (
    <>
      <nav aria-label={t('breadcrumbLabel')} className="mx-auto max-w-7xl px-4 pt-4 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {all.map((crumb) => (
            <li key={crumb.href} className="flex items-center gap-2">
              <Link href={crumb.href!} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
              <span aria-hidden="true">›</span>
            </li>
          ))}
          <li aria-current="page" className="max-w-full truncate font-medium text-gray-800">
            {current.name}
          </li>
        </ol>
      </nav>
      <JsonLd data={breadcrumbList([...all.map((crumb) => ({ name: crumb.name, url: absolute(crumb.href!) })), { name: current.name, url: absolute(current.path) }])} />
    </>
  );
}
