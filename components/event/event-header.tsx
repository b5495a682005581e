import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';

export type EventTab = 'lesson' | 'minigame' | 'winners' | 'join';

const tabs: { key: EventTab; href: string }[] = [
  { key: 'lesson', href: '/event/netizenlesson/swinglist' },
  { key: 'minigame', href: '/event/minigame' },
  { key: 'winners', href: '/event/winaminigame' },
  { key: 'join', href: '/event/joinminigame' },
];

/** The event section's band: its title, the current screen's line of context and the four screens. */
export async function EventHeader({ current, title, description }: { current: EventTab; title?: string; description?: string }) {
  const t = await getTranslations('event');
  return (
    <PageHeader
      title={title ?? t(`tabs.${current}`)}
      description={description ?? t(`descriptions.${current}`)}
      tabs={tabs.map((tab) => ({ href: tab.href, label: t(`tabs.${tab.key}`), current: tab.key === current }))}
    />
  );
}

/** Shown instead of a screen's content when the member API could not answer. */
export async function EventUnavailable() {
  const t = await getTranslations('event');
  return <ErrorState message={t('unavailable')} />;
}
