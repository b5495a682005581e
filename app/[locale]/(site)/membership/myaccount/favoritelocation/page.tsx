import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage, AccountSection } from '@/components/myaccount/account-page';
import { ErrorState } from '@/components/ui/error-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { SearchBar } from '@/components/ui/search-bar';
import { getFavoriteLocation } from '@/lib/portal/data/myaccount';
import { getStoreList } from '@/lib/portal/data/store';
import { countryFilter, PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatNumber } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { accountSession, memberRead } from '@/lib/portal/myaccount/page-session';
import { readQuery } from '@/lib/portal/search-params';
import { loadPage } from '@/lib/portal/data/load';

const PATH = '/membership/myaccount/favoritelocation';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myaccount/favoritelocation'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'myaccount.favorite' });
  return { ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * favoritelocation (spec §2): the member's favourite venue and its location points, and the venue
 * finder's list (search, country, paging) to pick another; each venue opens favoritelocationinfo.
 */
export default async function FavoriteLocationPage({ params, searchParams }: PageProps<'/[locale]/membership/myaccount/favoritelocation'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const session = await accountSession(locale, PATH);
  const query = await searchParams;
  const [t, countries] = await Promise.all([getTranslations(), getTranslations('enums.country')]);
  const input = readQuery('storeList', query, { lang: locale }, PAGE_SIZES);
  const [favorite, list] = await Promise.all([
    memberRead(locale, PATH, () => getFavoriteLocation(session.token, locale)),
    loadPage(() => getStoreList(input)),
  ]);

  return (
    <AccountPage title={t('myaccount.favorite.title')} description={t('myaccount.favorite.description')} testId="favoritelocation">
      <AccountSection id="favorite-current" title={t('myaccount.favorite.current')}>
        {!favorite ? (
          <ErrorState message={t('myaccount.unavailable')} />
        ) : favorite.shopno ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-lg font-bold" data-testid="favorite-name">
                <Link href={`/membership/myaccount/favoritelocationinfo/${favorite.shopno}`} className="hover:underline">
                  {favorite.shopname}
                </Link>
              </p>
              <p className="text-sm text-gray-600">
                {favorite.countryname} · {favorite.city}
              </p>
            </div>
            <p className="text-sm">
              {t('myaccount.favorite.points')}:{' '}
              <strong className="text-lg tabular-nums" data-testid="favorite-points">
                {formatNumber(favorite.location_points)}
              </strong>
            </p>
          </div>
        ) : (
          <p data-testid="favorite-name">{t('myaccount.favorite.none')}</p>
        )}
        {/* The one definition (lib/shared/domain/xpoint), the same sentence the X-Point page shows. */}
        <p className="mt-4 text-sm text-gray-600">{t('records.xpoint.locationDefinition')}</p>
      </AccountSection>

      <AccountSection id="favorite-choose" title={t('myaccount.favorite.chooseTitle')}>
        <div className="mb-6 space-y-4">
          <SearchBar
            locale={locale}
            pathname={PATH}
            value={input.searchname}
            keep={{ country: input.country }}
            labels={{ label: t('store.search.label'), placeholder: t('store.search.placeholder'), submit: t('store.search.submit') }}
          />
          <FilterChips
            label={t('store.filter.country')}
            pathname={PATH}
            searchParams={query}
            name="country"
            current={input.country}
            options={[{ value: undefined, label: t('store.filter.all') }, ...countryFilter.map((code) => ({ value: code, label: countries(code) }))]}
          />
        </div>
        <ListResult data={list} items={(data) => data.storelist} error={t('store.unavailable')} empty={{ title: t('store.empty'), hint: t('store.emptyHint') }}>
          {(data) => (
            <>
              <ul className="divide-y divide-gray-200 border-y border-gray-200" data-list="favorite-venues">
                {data.storelist.map((store) => (
                  <li key={store.shopno} className="flex items-center justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <Link href={`/membership/myaccount/favoritelocationinfo/${store.shopno}`} className="font-semibold hover:underline">
                        {store.shopname}
                      </Link>
                      <p className="text-sm text-gray-600">
                        {store.countryname} · {store.city}
                      </p>
                    </div>
                    {favorite?.shopno === store.shopno && (
                      <span className="shrink-0 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{t('myaccount.favorite.currentBadge')}</span>
                    )}
                  </li>
                ))}
              </ul>
              <Pagination pathname={PATH} searchParams={query} pageno={input.pageno} pagesize={input.pagesize} total={data.storelistcnt} pageSizes={PAGE_SIZES} />
            </>
          )}
        </ListResult>
      </AccountSection>
    </AccountPage>
  );
}
