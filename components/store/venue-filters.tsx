import { getTranslations } from 'next-intl/server';
import { FilterChips } from '@/components/ui/filter-chips';
import { SearchBar } from '@/components/ui/search-bar';
import type { Locale } from '@/lib/portal/i18n/routing';
import type { SearchParams } from '@/lib/portal/search-params';
import { countryFilter, storeType } from '@/lib/shared/domain/enums';

/** The venue search by name, keeping the other filters when submitted. */
export async function VenueSearchBar({ locale, pathname, value, keep }: { locale: Locale; pathname: string; value: string; keep: Record<string, string | number | undefined> }) {
  const t = await getTranslations('store');
  return <SearchBar locale={locale} pathname={pathname} value={value} keep={keep} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') }} />;
}

/** The venues' country filter: every country the network is in, or all. */
export async function VenueCountryChips({ pathname, query, current }: { pathname: string; query: SearchParams; current: string | undefined }) {
  const [t, countries] = await Promise.all([getTranslations('store'), getTranslations('enums.country')]);
  return (
    <FilterChips
      label={t('filter.country')}
      pathname={pathname}
      searchParams={query}
      name="country"
      current={current}
      options={[{ value: undefined, label: t('filter.all') }, ...countryFilter.map((code) => ({ value: code, label: countries(code) }))]}
    />
  );
}

/** The venues' type filter: every kind of venue, or all. */
export async function VenueTypeChips({ pathname, query, current }: { pathname: string; query: SearchParams; current: number | undefined }) {
  const [t, types] = await Promise.all([getTranslations('store'), getTranslations('enums.storeType')]);
  return (
    <FilterChips
      label={t('filter.type')}
      pathname={pathname}
      searchParams={query}
      name="storetype"
      current={current ? String(current) : undefined}
      options={[{ value: undefined, label: t('filter.all') }, ...storeType.map((code) => ({ value: String(code), label: types(String(code)) }))]}
    />
  );
}
