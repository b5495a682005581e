import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyzoneHeading, Stat } from '@/components/myzone/myzone-heading';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { XPOINT_RULES } from '@/lib/shared/domain/xpoint';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { recordsMetadata } from '../records-metadata';
import { ScrollRegion } from '@/components/ui/scroll-region';

const PATH = '/membership/myrecords/myxpoint';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myxpoint'>) {
  return recordsMetadata((await readParams(params)).locale, PATH, 'xpoint');
}

/** Where a ledger line leads: the round's scorecard, the tournament entry, the mini-game result. */
function lineHref(reason: string, ref: number | string): string | null {
  if (reason === 'round') return `/membership/myrecords/myroundsview/${ref}`;
  if (reason === 'tournament') return `/membership/myrecords/mytournamentsview/${ref}`;
  if (reason === 'minigame') return `/membership/myrecords/myminigameranking/${ref}`;
  return null;
}

/** The X-Point ledger: balance, location points, what earns points (the one definition), history by season. */
export default async function MyXPointPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/myxpoint'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const input = readQuery('myXPoint', query, { lang: locale }, PAGE_SIZES);
  const { data, zone } = await loadMine('myXPoint', input, { locale, returnPath: `${PATH}${withParams(query, {})}` });
  const [t, e] = await Promise.all([getTranslations('records.xpoint'), getTranslations('enums')]);
  const rules = [
    ['hole', XPOINT_RULES.hole],
    ['birdie', XPOINT_RULES.birdie],
    ['eagle', XPOINT_RULES.eagle],
    ['holeInOne', XPOINT_RULES.holeInOne],
    ['tournamentPlayed', XPOINT_RULES.tournamentPlayed],
    ['podium', XPOINT_RULES.podium.join(' / ')],
    ['minigameEntry', XPOINT_RULES.minigameEntry],
    ['minigameWin', XPOINT_RULES.minigameWin],
    ['badge', XPOINT_RULES.badge],
  ] as const;

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

      <details className="mb-6 rounded-xl border border-gray-200 bg-white p-4" open={!data || data.xpointlistcnt === 0}>
        <summary className="cursor-pointer font-bold">{t('definitionTitle')}</summary>
        <div className="mt-3 space-y-3 text-sm text-gray-800">
          <p>{t('definition')}</p>
          <table className="w-full max-w-md text-left">
            <caption className="sr-only">{t('earnCaption')}</caption>
            <tbody className="divide-y divide-gray-100">
              {rules.map(([key, points]) => (
                <tr key={key}>
                  <th scope="row" className="py-1 pr-4 font-normal">{t(`rules.${key}`)}</th>
                  <td className="py-1 text-right font-semibold tabular-nums">{t('points', { points })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('spending')}</p>
          <p>{t('locationDefinition')}</p>
          <Link href="/membership/myaccount/favoritelocation" className="font-semibold text-brand-700 hover:underline">
            {t('changeFavourite')}
          </Link>
        </div>
      </details>

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
            <ScrollRegion label={t('caption', { season: d.season })} className="rounded-xl border border-gray-200">
              <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="xpoint-ledger">
                <caption className="sr-only">{t('caption', { season: d.season })}</caption>
                <thead className="bg-gray-50">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left text-xs font-bold uppercase text-gray-600">{t('columns.date')}</th>
                    <th scope="col" className="px-3 py-2 text-left text-xs font-bold uppercase text-gray-600">{t('columns.for')}</th>
                    <th scope="col" className="hidden px-3 py-2 text-left text-xs font-bold uppercase text-gray-600 md:table-cell">{t('columns.venue')}</th>
                    <th scope="col" className="px-3 py-2 text-right text-xs font-bold uppercase text-gray-600">{t('columns.points')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 bg-white">
                  {d.xpointlist.map((line) => {
                    const href = lineHref(line.reason, line.ref);
                    const what = line.reason === 'badge' ? t('badgeLine', { badge: e.has(`badge.${line.ref}`) ? e(`badge.${line.ref}` as 'badge.glory') : String(line.ref) }) : t(`reasons.${line.reason}`, { name: line.label ?? '–' });
                    const detail = Object.entries(line.detail)
                      .map(([key, count]) => t(`detail.${key}` as 'detail.holes', { count }))
                      .join(' · ');
                    return (
                      <tr key={`${line.reason}-${line.ref}`}>
                        <td className="px-3 py-2 tabular-nums whitespace-nowrap">{formatDate(line.at, zone)}</td>
                        <td className="px-3 py-2">
                          {href ? (
                            <Link href={href} className="font-semibold text-brand-700 hover:underline">
                              {what}
                            </Link>
                          ) : (
                            <span className="font-semibold">{what}</span>
                          )}
                          {detail && <div className="text-xs text-gray-600">{detail}</div>}
                        </td>
                        <td className="hidden px-3 py-2 md:table-cell">{line.shopname ?? '–'}</td>
                        <td className="px-3 py-2 text-right font-bold tabular-nums text-brand-800">+{formatNumber(line.points)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.xpointlistcnt} pageSizes={PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
