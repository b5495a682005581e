import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MinigameValue } from '@/components/event/minigame-value';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDateTime } from '@/lib/shared/format';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';
import { ScrollRegion } from '@/components/ui/scroll-region';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myminigameranking/[eventno]'>) {
  const { locale, eventno } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/myminigameranking/${eventno}`, 'eventRanking');
}

/** The ranking of a mini-game the member took part in, their own row pinned above it. */
export default async function MyMinigameRankingPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/myminigameranking/[eventno]'>) {
  const { locale, eventno: segment } = await readParams(params);
  setRequestLocale(locale);
  const eventno = readId(segment);
  if (eventno === null) notFound();
  const query = await searchParams;
  const path = `/membership/myrecords/myminigameranking/${eventno}`;
  const { data, zone } = await loadMine('myMinigameRanking', readQuery('myMinigameRanking', query, { eventno, lang: locale }, PAGE_SIZES), { locale, returnPath: `${path}${withParams(query, {})}` });
  const t = await getTranslations('records.eventRanking');
  const back = { href: '/membership/myrecords/myevent', label: t('back') };
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const { minigame, myrank } = data;
  const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
  const rows = [{ ...myrank, pinned: true }, ...data.minigameranklist.map((row) => ({ ...row, pinned: false }))];
  return (
    <>
      <MyzoneHeading title={minigame.eventname} back={back} description={t('description')} />
      <p className="mb-4 rounded-lg bg-brand-50 p-4 text-brand-900" data-testid="my-rank">
        {t('yourPlace', { rank: myrank.rank, total: data.minigameranklistcnt })}
      </p>
      <ScrollRegion label={t('caption', { event: minigame.eventname })} className="rounded-xl border border-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{t('caption', { event: minigame.eventname })}</caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={th}>{t('columns.rank')}</th>
              <th scope="col" className={th}>{t('columns.player')}</th>
              <th scope="col" className={`${th} hidden sm:table-cell`}>{t('columns.venue')}</th>
              <th scope="col" className={`${th} text-right`}>{t('columns.result')}</th>
              <th scope="col" className={`${th} hidden md:table-cell`}>{t('columns.when')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {rows.map((row) => (
              <tr key={`${row.pinned ? 'me' : 'row'}-${row.player_pk}-${row.rank}`} className={row.player_pk === myrank.player_pk ? 'bg-accent-400/20' : undefined} aria-current={row.pinned ? 'true' : undefined}>
                <td className="px-3 py-2 font-extrabold tabular-nums">
                  {row.rank}
                  {row.pinned && <span className="ml-2 text-xs font-semibold text-brand-800">{t('you')}</span>}
                </td>
                <th scope="row" className="px-3 py-2 text-left font-semibold">{row.nickname}</th>
                <td className="hidden px-3 py-2 sm:table-cell">{row.shopname ?? '–'}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  <MinigameValue value={row.value} kind={minigame.valuekind} />
                </td>
                <td className="hidden px-3 py-2 tabular-nums md:table-cell">{formatDateTime(row.achieveddate, zone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pagination pathname={path} searchParams={query} pageno={data.pageno} pagesize={data.pagesize} total={data.minigameranklistcnt} pageSizes={PAGE_SIZES} />
    </>
  );
}
