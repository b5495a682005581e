import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { EnrolForm } from '@/components/admin/enrol-form';
import { AdminCard } from '@/components/admin/card';
import { beginEnrolment, checkEnrolment, finishEnrolment } from '../../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/enrol'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.enrol' }))('title') };
}

/** The page an enrolment link opens (npm run admin:create): its token is in the fragment, read by the form. */
export default async function EnrolPage({ params }: PageProps<'/admin/[locale]/enrol'>) {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'admin.enrol' });
  return (
    <AdminCard title={t('title')} locale={locale}>
      <EnrolForm actions={{ check: checkEnrolment, begin: beginEnrolment, finish: finishEnrolment }} home={`/admin/${locale}`} />
    </AdminCard>
  );
}
