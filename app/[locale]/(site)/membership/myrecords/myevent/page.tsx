import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MinigameStatusBadge } from '@/components/event/minigame-status-badge';
import { MinigameValue } from '@/components/event/minigame-value';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDateTime } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { recordsMetadata } from '../records-metadata';

const PATH = '/membership/myrecords/myevent';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myevent'>) {
  return recordsMetadata((await readParams(params)).locale, PATH, 'events');
}

/** The member's mini-game results: each event, their result and place, and whether they won. */
export default async function MyEventPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/myevent'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const { data, zone } = await loadMine('myMinigames', readQuery('myMinigames', query, { lang: locale }, PAGE_SIZES), { locale, returnPath: `${PATH}${withParams(query, {})}` });
  const [t, e] = await Promise.all([getTranslations('records.events'), getTranslations('enums')]);

  return (
    <>
      <MyzoneHeading title={t('title')} description={t('description')} />
      <ListResult
        data={data}
        items={(d) => d.minigamelist}
        error={t('error')}
        empty={{
          title: t('empty'),
          hint: (
            <Link href="/event/minigame" className="font-semibold text-brand-700 hover:underline">
              {t('findEvent')}
            </Link>
          ),
        }}
      >
        {(d) => (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {d.minigamelist.map((row) => (
                <li key={row.eventno} className="rounded-xl border border-gray-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{e(`eventType.${row.eventtype}` as 'eventType.0')}</p>
                      <h2 className="font-bold">{row.eventname}</h2>
                    </div>
                    <MinigameStatusBadge status={row.eventstatus} label={e(`eventStatus.${row.eventstatus}` as 'eventStatus.0')} />
                  </div>
                  <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-gray-600">{t('result')}</dt>
                      <dd className="font-semibold tabular-nums">
                        <MinigameValue value={row.value} kind={row.valuekind} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-gray-600">{t('place')}</dt>
                      <dd className="font-semibold tabular-nums">{t('placeOf', { rank: row.rank, entrants: row.entrycnt })}</dd>
                    </div>
                    <div>
                      <dt className="text-gray-600">{t('when')}</dt>
                      <dd className="tabular-nums">{formatDateTime(row.achieveddate, zone)}</dd>
                    </div>
                  </dl>
                  {row.iswinner && (
                    <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
                      {t('won', { prize: row.myprize ?? '–' })}
                    </p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-4 text-sm font-semibold">
                    <Link href={`/membership/myrecords/myminigameranking/${row.eventno}`} className="text-brand-700 hover:underline">
                      {t('ranking')}
                    </Link>
                    <Link href={`/membership/myrecords/mywinaminigame/${row.eventno}`} className="text-brand-700 hover:underline">
                      {t('winners')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.minigamelistcnt} pageSizes={PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
