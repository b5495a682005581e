import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HallOfFameHeader } from '@/components/halloffame/halloffame-header';
import { MemberInfoButton } from '@/components/member-info/member-info-button';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getHallOfFame } from '@/lib/portal/data/halloffame';
import { loadPage } from '@/lib/portal/data/load';
import { TOURNAMENT_CLASS } from '@/lib/shared/domain/enums';
import { formatDate, formatNumber, formatToPar } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';
import { timeZone } from '@/lib/portal/i18n/zone';

const PATH = '/halloffame';

// Cached (ISR, lib/portal/cache/cached-pages.ts): the same for every visitor, rendered on its first request
// and kept five minutes at most; results and players' changes expire it through the read's tags.
export const revalidate = 300;

export function generateStaticParams(): { locale: Locale }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/halloffame'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'halloffame.index' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') });
}

function Section({ id, title, link, children }: { id: string; title: string; link?: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {link && (
          <Link href={link.href} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * The hall of fame (issue 26 item 16): a page of its own, no longer a redirect to the points table.
 * Champions of the latest completed tournaments, the best 18-hole tournament rounds, the most titles
 * and the current season's leaders; each name opens the player.
 */
export default async function HallOfFamePage({ params }: PageProps<'/[locale]/halloffame'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, root] = await Promise.all([getTranslations('halloffame.index'), getTranslations()]);
  const fame = await loadPage(() => getHallOfFame(locale));
  const player = (playerPk: number, nickname: string) => (
    <MemberInfoButton playerPk={playerPk} nickname={nickname} label={root('tournament.ranking.openPlayer', { nickname })} />
  );
  const card = 'rounded-xl border border-gray-200';

  return (
    <>
      <HallOfFameHeader current="halloffame" description={t('description')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {!fame ? (
          <ErrorState message={t('unavailable')} />
        ) : !fame.champions.length && !fame.leaders.length ? (
          <EmptyState title={t('empty')} />
        ) : (
          <MemberInfoIsland>
            <div className="space-y-12">
              <Section id="champions" title={t('champions')} link={{ href: '/tournament/tournamentschedule?tourstatus_fk=3', label: t('allResults') }}>
                {fame.champions.length ? (
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="hof-champions">
                    {fame.champions.map((champion) => (
                      <li key={champion.tournamentno} className={`${card} flex flex-col gap-2 p-4`}>
                        <div className="flex flex-wrap items-center gap-2 text-xs text-gray-700">
                          {champion.tourclass === TOURNAMENT_CLASS.major && <span className="rounded bg-accent-400 px-2 py-0.5 font-bold text-brand-900">{t('major')}</span>}
                          <time dateTime={champion.enddate}>{formatDate(champion.enddate, timeZone)}</time>
                          <span>· {champion.shopname ?? t('networkWide')}</span>
                        </div>
                        <Link href={`/tournament/tournamentscheduleview/${champion.tournamentno}`} className="font-bold text-brand-800 underline-offset-2 hover:underline">
                          {champion.tournamentname}
                        </Link>
                        <p className="mt-auto flex flex-wrap items-baseline justify-between gap-2">
                          <span className="min-w-0 break-words font-semibold">
                            <span className="sr-only">{t('champion')}: </span>
                            {player(champion.player_pk, champion.nickname)}
                            {champion.countrycode && <span className="ml-2 text-xs text-gray-600">{champion.countrycode}</span>}
                          </span>
                          <span className="font-bold tabular-nums">{t(`score.${champion.scoretype}`, { score: formatNumber(champion.score) })}</span>
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('championsEmpty')}</p>
                )}
              </Section>

              <div className="grid grid-cols-1 gap-12 lg:grid-cols-3">
                <Section id="leaders" title={t('leaders', { season: fame.season })} link={{ href: '/halloffame/pointleaderboard', label: t('fullStandings') }}>
                  {fame.leaders.length ? (
                    <ol className={`${card} divide-y divide-gray-100`} data-testid="hof-leaders">
                      {fame.leaders.map((leader, index) => (
                        <li key={leader.player_pk || `withdrawn-${index}`} className="flex items-center gap-3 px-4 py-3">
                          <span className="w-6 shrink-0 text-lg font-extrabold tabular-nums text-brand-700">{leader.rank}</span>
                          <span className="min-w-0 flex-1 break-words font-semibold">{player(leader.player_pk, leader.nickname)}</span>
                          <span className="shrink-0 font-bold tabular-nums">{t('points', { points: formatNumber(leader.points) })}</span>
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('leadersEmpty')}</p>
                  )}
                </Section>

                <Section id="records" title={t('records')}>
                  {fame.records.length ? (
                    <ol className={`${card} divide-y divide-gray-100`} data-testid="hof-records">
                      {fame.records.map((record, index) => (
                        <li key={`${record.tournamentno}-${record.player_pk}-${index}`} className="px-4 py-3">
                          <p className="flex items-baseline justify-between gap-3">
                            <span className="min-w-0 break-words font-semibold">{player(record.player_pk, record.nickname)}</span>
                            <span className="shrink-0 font-bold tabular-nums">
                              {formatToPar(record.to_par)} <span className="text-sm font-normal text-gray-700">({t('strokes', { strokes: record.gross })})</span>
                            </span>
                          </p>
                          <p className="mt-1 text-sm text-gray-700">
                            <Link href={`/tournament/tournamentscheduleview/${record.tournamentno}`} className="underline-offset-2 hover:underline">
                              {record.tournamentname}
                            </Link>{' '}
                            · <time dateTime={record.enddate}>{formatDate(record.enddate, timeZone)}</time>
                          </p>
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('recordsEmpty')}</p>
                  )}
                </Section>

                <Section id="titles" title={t('titles')}>
                  {fame.titles.length ? (
                    <ol className={`${card} divide-y divide-gray-100`} data-testid="hof-titles">
                      {fame.titles.map((holder, index) => (
                        <li key={holder.player_pk || `withdrawn-${index}`} className="flex items-center gap-3 px-4 py-3">
                          <span className="w-6 shrink-0 text-lg font-extrabold tabular-nums text-brand-700">{holder.rank}</span>
                          <span className="min-w-0 flex-1 break-words font-semibold">{player(holder.player_pk, holder.nickname)}</span>
                          <span className="shrink-0 font-bold tabular-nums">{t('wins', { wins: holder.wins })}</span>
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('titlesEmpty')}</p>
                  )}
                </Section>
              </div>
            </div>
          </MemberInfoIsland>
        )}
      </div>
    </>
  );
}
