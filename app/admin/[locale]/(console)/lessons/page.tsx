import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { COMMENT_STATES, listLessonComments, type CommentFilter } from '@/lib/portal/staff/lesson-comments';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { HideCommentForm } from '@/components/admin/hide-comment-form';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { hideComment } from './actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/lessons'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.lessons' }))('title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The newest lesson comments across the lessons (what they say is text, never markup), each hidden with a reason. */
export default async function LessonCommentsPage({ params, searchParams }: PageProps<'/admin/[locale]/lessons'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'lessons.comments');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const query = await searchParams;
  const state: CommentFilter = (COMMENT_STATES as readonly string[]).includes(one(query.state)) ? (one(query.state) as CommentFilter) : 'visible';
  const pageNo = Math.min(1000, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const { rows, more } = await listLessonComments(await getStaffDb(), state, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.lessons' });
  const base = `/admin/${locale}/lessons`;
  const href = (s: CommentFilter, n = 1) => `${base}?${new URLSearchParams({ ...(s !== 'visible' ? { state: s } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <nav aria-label={t('title')} className="flex flex-wrap gap-1 border-b border-gray-300">
        {COMMENT_STATES.map((s) => (
          <a key={s} href={href(s)} aria-current={s === state ? 'page' : undefined} className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${s === state ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900'}`}>
            {t(`tabs.${s}`)}
          </a>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t(`empty.${state}`)}</p>
      ) : (
        <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('lesson')}</th>
                <th scope="col" className="px-3 py-2">{t('member')}</th>
                <th scope="col" className="px-3 py-2">{t('comment')}</th>
                <th scope="col" className="px-3 py-2">{t('written')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.commentno} className="border-t border-gray-200 align-top">
                  <td className="min-w-40 px-3 py-2">
                    <a href={`${locale === 'ko' ? '/ko' : ''}/event/netizenlesson/netizenlessonview/${row.lessonno}`} className="text-brand-700 underline">
                      {row.lessonTitle}
                    </a>
                  </td>
                  <td className="px-3 py-2">
                    <a href={`/admin/${locale}/members/${row.playerPk}`} className="text-brand-700 underline">
                      {row.nickname}
                    </a>
                  </td>
                  <td className="min-w-64 px-3 py-2">
                    <p className="whitespace-pre-wrap break-words">{row.body}</p>
                    <p className="mt-1 text-gray-700">
                      {row.hiddenBy ? t('states.hidden', { reason: row.hiddenReason ?? '' }) : row.deletedAt ? t('states.deleted') : t('states.visible')}
                    </p>
                    {!row.deletedAt && <HideCommentForm commentno={row.commentno} locale={locale} hide={hideComment} />}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{formatZonedDateTime(row.createdAt, env.networkTimezone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <nav aria-label={t('title')} className="flex justify-between">
        {pageNo > 1 ? <a href={href(state, pageNo - 1)} className="text-brand-700 underline">{t('previous')}</a> : <span />}
        {more && <a href={href(state, pageNo + 1)} className="text-brand-700 underline">{t('next')}</a>}
      </nav>
    </div>
  );
}
