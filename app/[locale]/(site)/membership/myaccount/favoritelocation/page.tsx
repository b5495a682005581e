import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage, AccountSection } from '@/components/myaccount/account-page';
import { FavoriteCurrent } from '@/components/myaccount/favorite-current';
import { FavoriteVenueList } from '@/components/myaccount/favorite-venue-list';
import { VenueCountryChips, VenueSearchBar } from '@/components/store/venue-filters';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { getFavoriteLocation } from '@/lib/portal/data/myaccount';
import { getStoreList } from '@/lib/portal/data/store';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
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
  const t = await getTranslations();
  const input = readQuery('storeList', query, { lang: locale }, PAGE_SIZES);
  const [favorite, list] = await Promise.all([
    memberRead(locale, PATH, () => getFavoriteLocation(session.token, locale)),
    loadPage(() => getStoreList(input)),
  ]);

  return (
    <AccountPage title={t('myaccount.favorite.title')} description={t('myaccount.favorite.description')} testId="favoritelocation">
      <AccountSection id="favorite-current" title={t('myaccount.favorite.current')}>
        <FavoriteCurrent favorite={favorite} />
      </AccountSection>

      <AccountSection id="favorite-choose" title={t('myaccount.favorite.chooseTitle')}>
        <div className="mb-6 space-y-4">
          <VenueSearchBar locale={locale} pathname={PATH} value={input.searchname} keep={{ country: input.country }} />
          <VenueCountryChips pathname={PATH} query={query} current={input.country} />
        </div>
        <ListResult data={list} items={(data) => data.storelist} error={t('store.unavailable')} empty={{ title: t('store.empty'), hint: t('store.emptyHint') }}>
          {(data) => (
            <>
              <FavoriteVenueList venues={data.storelist} favoriteShopno={favorite?.shopno} />
              <Pagination pathname={PATH} searchParams={query} pageno={input.pageno} pagesize={input.pagesize} total={data.storelistcnt} pageSizes={PAGE_SIZES} />
            </>
          )}
        </ListResult>
      </AccountSection>
    </AccountPage>
  );
}
