import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FameChampions } from '@/components/halloffame/fame-champions';
import { FameRanks } from '@/components/halloffame/fame-ranks';
import { FameRecords } from '@/components/halloffame/fame-records';
import { FameSection } from '@/components/halloffame/fame-section';
import { HallOfFameHeader } from '@/components/halloffame/halloffame-header';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getHallOfFame } from '@/lib/portal/data/halloffame';
import { loadPage } from '@/lib/portal/data/load';
import { formatNumber } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';

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

/**
 * The hall of fame (issue 26 item 16): a page of its own, no longer a redirect to the points table.
 * Champions of the latest completed tournaments, the best 18-hole tournament rounds, the most titles
 * and the current season's leaders; each name opens the player.
 */
export default async function HallOfFamePage({ params }: PageProps<'/[locale]/halloffame'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('halloffame.index');
  const fame = await loadPage(() => getHallOfFame(locale));

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
              <FameSection id="champions" title={t('champions')} link={{ href: '/tournament/tournamentschedule?tourstatus_fk=3', label: t('allResults') }}>
                <FameChampions champions={fame.champions} />
              </FameSection>
              <div className="grid grid-cols-1 gap-12 lg:grid-cols-3">
                <FameSection id="leaders" title={t('leaders', { season: fame.season })} link={{ href: '/halloffame/pointleaderboard', label: t('fullStandings') }}>
                  <FameRanks testId="hof-leaders" rows={fame.leaders.map((leader) => ({ ...leader, figure: t('points', { points: formatNumber(leader.points) }) }))} empty={t('leadersEmpty')} />
                </FameSection>
                <FameSection id="records" title={t('records')}>
                  <FameRecords records={fame.records} />
                </FameSection>
                <FameSection id="titles" title={t('titles')}>
                  <FameRanks testId="hof-titles" rows={fame.titles.map((holder) => ({ ...holder, figure: t('wins', { wins: holder.wins }) }))} empty={t('titlesEmpty')} />
                </FameSection>
              </div>
            </div>
          </MemberInfoIsland>
        )}
      </div>
    </>
  );
}
