import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';

interface Props {
  locale: Locale;
  /** The page's path without locale. */
  pathname: string;
  value: string;
  /** Filters to keep when a search is submitted (the page number is dropped on purpose). */
  keep?: Record<string, string | number | undefined>;
  labels: { label: string; placeholder: string; submit: string };
}

/**
 * A plain GET form, so search works without JavaScript and the result is a shareable URL. The
 * field is required: the spec asks for a search term before searching (§5), and the browser says so.
 */
export function SearchBar({ locale, pathname, value, keep = {}, labels }: Props) {
  return (
    <form role="search" action={getPathname({ locale, href: pathname })} method="get" className="flex w-full max-w-md gap-2">
      {Object.entries(keep).map(([name, v]) => (v === undefined || v === '' ? null : <input key={name} type="hidden" name={name} value={String(v)} />))}
      <label htmlFor={`search-${pathname}`} className="sr-only">
        {labels.label}
      </label>
      <input
        id={`search-${pathname}`}
        type="search"
        name="searchname"
        required
        maxLength={100}
        defaultValue={value}
        placeholder={labels.placeholder}
        className="min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
      <button type="submit" className="rounded-full bg-brand-700 px-5 py-2 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {labels.submit}
      </button>
    </form>
  );
}
