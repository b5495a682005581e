import { getTranslations } from 'next-intl/server';
import { countryFilter, pointKind, type CountryFilter, type PointKind } from '@/lib/shared/domain/enums';

const selectClass = 'h-10 rounded-md border border-gray-300 bg-white px-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The standings' choices, a plain GET form: the season (those that have standings), the kind of points and the country. */
export async function LeaderboardFilters({
  pagesize,
  season,
  seasons,
  kind,
  country,
}: {
  pagesize: number;
  season: number | undefined;
  seasons: number[];
  kind: PointKind;
  country: CountryFilter | '' | undefined;
}) {
  const [t, e] = await Promise.all([getTranslations('halloffame.leaderboard'), getTranslations('enums')]);
  return (
    <form method="get" aria-label={t('title')} className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="pagesize" value={pagesize} />
      <div className="flex flex-col gap-1">
        <label htmlFor="lb-season" className="text-xs font-semibold text-gray-700">
          {t('season')}
        </label>
        <select id="lb-season" name="season" defaultValue={season} className={selectClass}>
          {seasons.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="lb-kind" className="text-xs font-semibold text-gray-700">
          {t('kind')}
        </label>
        <select id="lb-kind" name="kind" defaultValue={kind} className={selectClass}>
          {pointKind.map((value) => (
            <option key={value} value={value}>
              {t(`kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="lb-country" className="text-xs font-semibold text-gray-700">
          {t('country')}
        </label>
        <select id="lb-country" name="country" defaultValue={country} className={selectClass}>
          <option value="">{t('allCountries')}</option>
          {countryFilter.map((value) => (
            <option key={value} value={value}>
              {e(`country.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="h-10 rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {t('apply')}
      </button>
    </form>
  );
}
