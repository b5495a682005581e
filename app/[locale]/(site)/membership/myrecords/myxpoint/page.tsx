import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyzoneHeading, Stat } from '@/components/myzone/myzone-heading';
import { XPointLedger } from '@/components/myzone/xpoint-ledger';
import { XPointRules } from '@/components/myzone/xpoint-rules';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { recordsMetadata } from '../records-metadata';

const PATH = '/membership/myrecords/myxpoint';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myxpoint'>) {
  return recordsMetadata((await readParams(params)).locale, PATH, 'xpoint');
}

/** The X-Point ledger: balance, location points, what earns points (the one definition), history by season. */
export default async function MyXPointPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/myxpoint'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const input = readQuery('myXPoint', query, { lang: locale }, PAGE_SIZES);
  const { data, zone } = await loadMine('myXPoint', input, { locale, returnPath: `${PATH}${withParams(query, {})}` });
  const t = await getTranslations('records.xpoint');

  return (
    <>
      <MyzoneHeading title={t('title')} description={t('description')} />
      {data && (
        <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat label={t('balance', { season: new Date().getUTCFullYear() })} value={formatNumber(data.balance)} hint={t('balanceHint')} testId="xpoint-balance" />
          <Stat
            label={t('locationPoints')}
            value={formatNumber(data.locationpoints)}
            hint={data.favorite.shopname ? t('locationHint', { venue: data.favorite.shopname, since: data.favorite.since ? formatDate(data.favorite.since, zone) : t('sinceJoining') }) : t('noFavourite')}
            testId="location-points"
          />
          <Stat label={t('seasons')} value={data.seasonlist.length} hint={t('seasonsHint')} />
        </dl>
      )}

      <XPointRules open={!data || data.xpointlistcnt === 0} />

      {data && data.seasonlist.length > 0 && (
        <div className="mb-4">
          <FilterChips
            label={t('season')}
            pathname={PATH}
            searchParams={query}
            name="season"
            current={String(data.season)}
            options={data.seasonlist.map((s) => ({ value: String(s.season), label: t('seasonChip', { season: s.season, points: formatNumber(s.points) }) }))}
          />
        </div>
      )}
      <ListResult data={data} items={(d) => d.xpointlist} error={t('error')} empty={{ title: t('empty', { season: data?.season ?? input.season ?? new Date().getUTCFullYear() }), hint: t('emptyHint') }}>
        {(d) => (
          <>
            <XPointLedger season={d.season} lines={d.xpointlist} zone={zone} />
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.xpointlistcnt} pageSizes={PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
