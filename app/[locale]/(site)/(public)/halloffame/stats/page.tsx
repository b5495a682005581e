import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DrivingChart } from '@/components/halloffame/driving-chart';
import { HallOfFameHeader } from '@/components/halloffame/halloffame-header';
import { StatLeaders } from '@/components/halloffame/stat-leaders';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { EmptyState } from '@/components/ui/empty-state';
import { getHallOfFameStats } from '@/lib/portal/data/halloffame';
import { formatDateTime } from '@/lib/shared/format';
import { loadShown } from '@/lib/portal/data/load';
import { apiMessage } from '@/lib/portal/i18n/api-message';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';
import { statCategories } from '@/lib/upstream/operations/halloffame';
import { ErrorState } from '@/components/ui/error-state';

const PATH = '/halloffame/stats';
const MIN_ROUNDS = 5;

// Cached (ISR, lib/portal/cache/cached-pages.ts): the same for every visitor, rendered on its first request
// (the member API is not there at build time) and kept five minutes at most; a round posted through
// this portal expires it with the tournaments it counts in.
export const revalidate = 300;

export function generateStaticParams(): { locale: Locale }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/halloffame/stats'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'halloffame.stats' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description', { min: MIN_ROUNDS }) });
}

/** Leaders in driving distance, GIR, fairways, putting and scoring, and a chart of driving distances. */
export default async function StatsPage({ params }: PageProps<'/[locale]/halloffame/stats'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, root] = await Promise.all([getTranslations('halloffame.stats'), getTranslations()]);
  // An outage is not shown in the page: it answers 503 (the outcome rule of lib/portal/data/load.ts).
  const { data: stats, refusal } = await loadShown(() => getHallOfFameStats());
  const failure = refusal && apiMessage(root, refusal);
  const hasLeaders = stats && statCategories.some((category) => stats.statlist[category].length > 0);

  return (
    <>
      <HallOfFameHeader current="stats" description={t('description', { min: stats?.minrounds ?? MIN_ROUNDS })} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
        {failure ? (
          <ErrorState message={t('error', { message: failure })} />
        ) : !stats || !hasLeaders ? (
          <EmptyState title={t('empty')} />
        ) : (
          <>
            <DrivingChart
              buckets={stats.drivingdistribution}
              title={t('chartTitle')}
              description={t('chartDescription')}
              axis={t('chartAxis')}
              barLabel={(bucket) => t('chartBar', bucket)}
            />
            <MemberInfoIsland>
              <div className="grid grid-cols-1 gap-8 md:grid-cols-2 xl:grid-cols-3">
                {statCategories.map((category) => (
                  <StatLeaders key={category} category={category} leaders={stats.statlist[category]} />
                ))}
              </div>
            </MemberInfoIsland>
            <p className="text-sm text-gray-600">{t('updated', { time: formatDateTime(stats.computedat, timeZone) })}</p>
          </>
        )}
      </div>
    </>
  );
}
