import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';

export type SupportTab = 'notice' | 'resources' | 'inquiry';

const tabs: { key: SupportTab; href: string }[] = [
  { key: 'notice', href: '/support/notice' },
  { key: 'resources', href: '/support/resources' },
  { key: 'inquiry', href: '/support/inquiry' },
];

/** The support section's band: its title and the three sub-menus (spec §2 /support). */
export async function SupportHeader({ current, title, description }: { current: SupportTab; title: string; description: string }) {
  const t = await getTranslations('support.tabs');
  return <PageHeader title={title} description={description} tabs={tabs.map((tab) => ({ href: tab.href, label: t(tab.key), current: tab.key === current }))} />;
}
