import { getTranslations } from 'next-intl/server';
import { tournamentStatus, tournamentType, rankType } from '@/lib/shared/domain/enums';
import { Link } from '@/lib/portal/i18n/link';
import { tournamentSearchTypes } from '@/lib/upstream/operations/tournament';

export interface ScheduleFilterValues {
  searchtype: string;
  searchname: string;
  tourstatus_fk: string;
  tourtype_fk: string;
  tour_rank_type: string;
  pagesize: number;
}

const selectClass = 'h-10 rounded-md border border-gray-300 bg-white px-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The schedule's search and filters as a plain GET form: it works without JavaScript and every
 * choice lands in the URL, so a result is shareable and crawlable. Submitting goes back to page 1.
 */
export async function ScheduleFilters({ values, searchError }: { values: ScheduleFilterValues; searchError: boolean }) {
  const [t, e] = await Promise.all([getTranslations('tournament.schedule'), getTranslations('enums')]);
  const select = (name: keyof ScheduleFilterValues, label: string, options: { value: string; label: string }[]) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`filter-${name}`} className="text-xs font-semibold text-gray-700">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={String(values[name])} className={selectClass}>
        <option value="">{t('all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" role="search" aria-label={t('searchLabel')} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="pagesize" value={values.pagesize} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-searchtype" className="text-xs font-semibold text-gray-700">
            {t('searchType')}
          </label>
          <select id="filter-searchtype" name="searchtype" defaultValue={values.searchtype} className={selectClass}>
            {tournamentSearchTypes.map((type) => (
              <option key={type} value={type}>
                {t(`searchTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="filter-searchname" className="text-xs font-semibold text-gray-700">
            {t('searchLabel')}
          </label>
          <input
            id="filter-searchname"
            name="searchname"
            type="search"
            defaultValue={values.searchname}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            aria-invalid={searchError || undefined}
            aria-describedby={searchError ? 'search-error' : undefined}
            className={`h-10 rounded-md border px-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${searchError ? 'border-rose-500' : 'border-gray-300'}`}
          />
        </div>
        {select('tourstatus_fk', t('status'), tournamentStatus.map((code) => ({ value: code, label: e(`tournamentStatus.${code}`) })))}
        {select('tourtype_fk', t('type'), tournamentType.map((code) => ({ value: String(code), label: e(`tournamentType.${code}`) })))}
        {select('tour_rank_type', t('rankType'), rankType.map((code) => ({ value: String(code), label: e(`rankType.${code}`) })))}
        <button type="submit" className="h-10 rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {t('search')}
        </button>
        <Link href="/tournament/tournamentschedule" className="h-10 px-2 text-sm font-semibold leading-10 text-gray-700 underline-offset-2 hover:underline">
          {t('reset')}
        </Link>
      </div>
      {searchError && (
        <p id="search-error" role="alert" className="mt-3 text-sm font-semibold text-rose-700">
          {t('searchRequired')}
        </p>
      )}
    </form>
  );
}
