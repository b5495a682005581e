import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime, zoneLabel } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { noticePreviewHtml } from '@/lib/portal/notice-markdown';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { localInputValue, noticeForEdit, noticeState } from '@/lib/portal/staff/notices';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { NoticeEditor } from '@/components/admin/notice-editor';
import { previewNotice, saveNotice } from '../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/notices/[no]'>): Promise<Metadata> {
  const { locale, no } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.notices' }))('editTitle', { number: no }) };
}

/** One notice in the editor: its Markdown (a notice written as HTML opens as that HTML, which Markdown keeps), its preview, its pin and publishing. */
export default async function EditNoticePage({ params }: PageProps<'/admin/[locale]/notices/[no]'>) {
  const { locale, no } = await readParams(params);
  const page = await staffPage(locale, 'notices.manage');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const notice = /^\d{1,9}$/.test(no) ? await noticeForEdit(await getStaffDb(), Number(no)) : undefined;
  if (!notice) notFound();
  const t = await getTranslations({ locale, namespace: 'admin.notices' });
  const zone = env.networkTimezone;
  const state = noticeState(notice.publishedAt);
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/notices`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">
          {t('editTitle', { number: notice.noticeno })}: {notice.title}
        </h1>
        <p className="mt-1 text-gray-700">
          {state === 'draft' ? t('states.draft') : t(`states.${state}`, { at: formatZonedDateTime(notice.publishedAt!, zone) })} · {t('created', { at: formatZonedDateTime(notice.createdAt, zone) })}
          {notice.updatedAt && <> · {t('updated', { at: formatZonedDateTime(notice.updatedAt, zone) })}</>}
        </p>
      </div>
      <NoticeEditor
        locale={locale}
        zone={`${zone}, ${zoneLabel(zone)}`}
        initial={{
          noticeno: notice.noticeno,
          title: notice.title,
          titleKo: notice.titleKo,
          markdown: notice.markdown,
          markdownKo: notice.markdownKo,
          pinned: notice.pinned,
          state,
          publishAt: state === 'scheduled' ? localInputValue(notice.publishedAt!, zone) : '',
          preview: notice.markdown ? noticePreviewHtml(notice.markdown, env.appUrl) : '',
          previewKo: notice.markdownKo ? noticePreviewHtml(notice.markdownKo, env.appUrl) : '',
        }}
        actions={{ previewNotice, saveNotice }}
      />
    </div>
  );
}
