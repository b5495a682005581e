import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BadgeRules } from '@/components/halloffame/badge-rules';
import { HallOfFameHeader } from '@/components/halloffame/halloffame-header';
import { OrderOfMerit } from '@/components/halloffame/order-of-merit';
import { StandardPoints } from '@/components/halloffame/standard-points';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';

const PATH = '/halloffame/pointinfo';

// Cached (ISR, lib/portal/cache/cached-pages.ts): texts and tables from lib/shared/domain's constants, the same for
// everyone; rendered on its first request, as the legal texts are, for APP_URL's canonical links.
export const revalidate = 3600;

export function generateStaticParams(): { locale: Locale }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/halloffame/pointinfo'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'halloffame.pointinfo' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') });
}

/** The numbers in these texts and tables are the constants lib/shared/domain scores with, never copies. */
export default async function PointInfoPage({ params }: PageProps<'/[locale]/halloffame/pointinfo'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('halloffame.pointinfo');

  return (
    <>
      <HallOfFameHeader current="pointinfo" description={t('description')} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-2">
        <StandardPoints />
        <div className="space-y-12">
          <OrderOfMerit />
          <BadgeRules />
        </div>
      </div>
    </>
  );
}
