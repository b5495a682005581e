import { getLocale, getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/shared/domain/locale';
import { getPathname } from '@/lib/portal/i18n/paths';
import { Link } from '@/lib/portal/i18n/link';
import { withParams, type SearchParams } from '@/lib/portal/search-params';

interface Props {
  /** The page's path without locale, e.g. "/tournament/tournamentschedule". */
  pathname: string;
  searchParams: SearchParams;
  pageno: number;
  pagesize: number;
  total: number;
  /** The page sizes offered (spec §9: 10/30/50/100 for lists, 9/18/27/45 for grids). */
  pageSizes?: readonly number[];
}

function pageWindow(current: number, last: number, width = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), last - width + 1));
  const pages: number[] = [];
  for (let page = start; page <= Math.min(last, start + width - 1); page++) pages.push(page);
  return pages;
}

/** Server-rendered paging: plain links that keep every other filter in the URL, so any page is shareable. */
export async function Pagination({ pathname, searchParams, pageno, pagesize, total, pageSizes }: Props) {
  const [t, locale] = await Promise.all([getTranslations('common.pagination'), getLocale().then(toLocale)]);
  const last = Math.max(1, Math.ceil(total / pagesize));
  const href = (changes: Record<string, number | undefined>) => `${pathname}${withParams(searchParams, changes)}`;
  const linkClass = 'flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium';

  return (
    <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-gray-600" aria-live="polite">
        {t('summary', { from: total ? (pageno - 1) * pagesize + 1 : 0, to: Math.min(total, pageno * pagesize), total })}
      </p>
      {last > 1 && (
        <nav aria-label={t('label')}>
          <ul className="flex items-center gap-1">
            <li>
              {pageno > 1 ? (
                <Link href={href({ pageno: pageno - 1 })} rel="prev" className={`${linkClass} hover:bg-gray-100`}>
                  <span aria-hidden="true">‹</span>
                  <span className="sr-only">{t('previous')}</span>
                </Link>
              ) : (
                <span aria-hidden="true" className={`${linkClass} text-gray-300`}>
                  ‹
                </span>
              )}
            </li>
            {pageWindow(pageno, last).map((page) => (
              <li key={page}>
                <Link
                  href={href({ pageno: page })}
                  aria-current={page === pageno ? 'page' : undefined}
                  aria-label={t('page', { page })}
                  className={`${linkClass} ${page === pageno ? 'bg-brand-700 text-white' : 'hover:bg-gray-100'}`}
                >
                  {page}
                </Link>
              </li>
            ))}
            <li>
              {pageno < last ? (
                <Link href={href({ pageno: pageno + 1 })} rel="next" className={`${linkClass} hover:bg-gray-100`}>
                  <span aria-hidden="true">›</span>
                  <span className="sr-only">{t('next')}</span>
                </Link>
              ) : (
                <span aria-hidden="true" className={`${linkClass} text-gray-300`}>
                  ›
                </span>
              )}
            </li>
            <li>
              <Link href={href({ pageno: last })} aria-label={t('last', { page: last })} className={`${linkClass} hover:bg-gray-100`}>
                »
              </Link>
            </li>
          </ul>
        </nav>
      )}
      {pageSizes && (
        // A GET form, not links: a page size is a way of reading the list, not a page of its own, so
        // crawlers get no link to it (issue 12: one URL per content). Works without JavaScript.
        <form method="get" action={getPathname({ locale, href: pathname })} aria-label={t('sizeLabel')} className="flex items-center gap-2 text-sm">
          {Object.entries(searchParams).map(([name, value]) =>
            name === 'pagesize' || name === 'pageno' || value === undefined || value === '' ? null : <input key={name} type="hidden" name={name} value={Array.isArray(value) ? value[0] : value} />,
          )}
          <label htmlFor={`pagesize-${pathname}`} className="text-gray-600">
            {t('perPage')}
          </label>
          <select id={`pagesize-${pathname}`} name="pagesize" defaultValue={String(pagesize)} className="h-9 rounded-md border border-gray-300 bg-white px-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <button type="submit" className="h-9 rounded-md border border-gray-300 px-3 font-semibold hover:bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {t('showSize')}
          </button>
        </form>
      )}
    </div>
  );
}
