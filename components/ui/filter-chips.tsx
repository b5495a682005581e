import { Link } from '@/lib/portal/i18n/link';
import { withParams, type SearchParams } from '@/lib/portal/search-params';

interface Props {
  /** Accessible name of the group, shown as its label. */
  label: string;
  pathname: string;
  searchParams: SearchParams;
  /** The query field this group sets. */
  name: string;
  current: string | undefined;
  options: { value: string | undefined; label: string }[];
}

/** One filter as a row of links: each keeps the other filters and the search, and goes back to page 1. */
export function FilterChips({ label, pathname, searchParams, name, current, options }: Props) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-gray-700">{label}</span>
      {options.map((option) => {
        const active = (option.value ?? '') === (current ?? '');
        return (
          <Link
            key={option.value ?? 'all'}
            href={`${pathname}${withParams(searchParams, { [name]: option.value, pageno: undefined })}`}
            aria-current={active ? 'true' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              active ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-gray-300 bg-white text-gray-700 hover:border-gray-500'
            }`}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
