import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';

export const hallOfFamePages = ['halloffame', 'pointleaderboard', 'pointinfo', 'stats'] as const;
export type HallOfFamePage = (typeof hallOfFamePages)[number];

/** The hall of fame's band: the page title and the section tabs (the hall of fame's own page first, at /halloffame). */
export async function HallOfFameHeader({ current, description }: { current: HallOfFamePage; description: string }) {
  const t = await getTranslations('halloffame');
  return (
    <PageHeader
      title={t(`tabs.${current}`)}
      description={description}
      tabs={hallOfFamePages.map((page) => ({ href: page === 'halloffame' ? '/halloffame' : `/halloffame/${page}`, label: t(`tabs.${page}`), current: page === current }))}
    />
  );
}
