import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { zoneLabel } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { currentStaff } from '@/lib/portal/staff/guard';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { NoticeEditor } from '@/components/admin/notice-editor';
import { previewNotice, saveNotice } from '../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/notices/new'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.notices' }))('newTitle') };
}

/** A new notice: Markdown in both languages with the live preview, pinned or not, a draft, published now or scheduled. */
export default async function NewNoticePage({ params }: PageProps<'/admin/[locale]/notices/new'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'notices.manage');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const t = await getTranslations({ locale, namespace: 'admin.notices' });
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/notices`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <h1 className="text-2xl font-bold md:text-3xl">{t('newTitle')}</h1>
      <NoticeEditor
        locale={locale}
        zone={`${env.networkTimezone}, ${zoneLabel(env.networkTimezone)}`}
        initial={{ title: '', titleKo: '', markdown: '', markdownKo: '', pinned: false, state: 'draft', publishAt: '', preview: '', previewKo: '' }}
        actions={{ previewNotice, saveNotice }}
      />
    </div>
  );
}
