import { getTranslations } from 'next-intl/server';
import { MinigameRankingTable } from '@/components/event/minigame-ranking-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';
import type { SearchParams } from '@/lib/portal/search-params';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import type { MinigameDetail, MinigameRankEntry } from '@/lib/upstream/operations/event';

/** A mini-game's ranking: a nickname search, one page of the ranking, and its paging. */
export async function MinigameRankingSection({
  locale,
  pathname,
  query,
  minigame,
  rows,
  total,
  pageno,
  pagesize,
  searchname,
}: {
  locale: Locale;
  pathname: string;
  query: SearchParams;
  minigame: MinigameDetail;
  rows: MinigameRankEntry[];
  total: number;
  pageno: number;
  pagesize: number;
  searchname: string;
}) {
  const t = await getTranslations('minigame');
  return (
    <section aria-labelledby="ranking" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="ranking" className="text-xl font-bold">
          {t('ranking')}
        </h2>
        <SearchForm
          action={getPathname({ locale, href: pathname })}
          hidden={{ pagesize: pagesize === 10 ? undefined : pagesize }}
          search={{ name: 'searchname', label: t('nicknameSearch'), value: searchname, placeholder: t('nicknamePlaceholder') }}
          submitLabel={t('search')}
        />
      </div>
      <div className="mt-4">
        {rows.length === 0 ? (
          <EmptyState title={searchname ? t('rankingEmptySearch', { term: searchname }) : t('rankingEmpty')} />
        ) : (
          <MinigameRankingTable minigame={minigame} rows={rows} />
        )}
        <Pagination pathname={pathname} searchParams={query} pageno={pageno} pagesize={pagesize} total={total} pageSizes={PAGE_SIZES} />
      </div>
    </section>
  );
}
