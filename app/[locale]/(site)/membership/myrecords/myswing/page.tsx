import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StoredImage } from '@/components/event/stored-image';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { GRID_PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDateTime } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { recordsMetadata } from '../records-metadata';

const PATH = '/membership/myrecords/myswing';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myswing'>) {
  return recordsMetadata((await readParams(params)).locale, PATH, 'swings');
}

/** The swings the bays recorded of the member, newest first, as a grid (spec §9: 9/18/27/45 per page). */
export default async function MySwingPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/myswing'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const { data, zone } = await loadMine('mySwings', readQuery('mySwings', query, { lang: locale }, GRID_PAGE_SIZES), { locale, returnPath: `${PATH}${withParams(query, {})}` });
  const [t, e] = await Promise.all([getTranslations('records.swings'), getTranslations('enums')]);

  return (
    <>
      <MyzoneHeading title={t('title')} description={t('description')} />
      <ListResult data={data} items={(d) => d.swinglist} error={t('error')} empty={{ title: t('empty'), hint: t('emptyHint') }}>
        {(d) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {d.swinglist.map((swing) => (
                <li key={swing.swingno} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
                  <Link href={`/membership/myrecords/myswingview/${swing.swingno}`} className="block hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700">
                    <StoredImage path={swing.posterpath} alt="" className="aspect-video w-full object-cover" />
                    <div className="p-3">
                      <p className="font-bold">
                        {e(`clubType.${swing.clubtype}` as 'clubType.1')} · {t('carryTotal', { carry: Math.round(swing.carry), total: Math.round(swing.total) })}
                      </p>
                      <p className="text-sm text-gray-600">
                        {formatDateTime(swing.recordeddate, zone)}
                        {swing.shopname ? ` · ${swing.shopname}` : ''}
                      </p>
                      <p className="mt-1 text-sm">
                        {e(`ballShape.${swing.ballshape}` as 'ballShape.1')} · {t('ballSpeed', { value: swing.ballspeed.toFixed(1) })}
                      </p>
                      {swing.lessonno !== null && <p className="mt-2 inline-block rounded bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">{t('publishedBadge')}</p>}
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.swinglistcnt} pageSizes={GRID_PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
