import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { COMMENT_STATES, listLessonComments } from '@/lib/portal/staff/lesson-comments';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { pageFrom, stateFrom, stateListHref } from '@/lib/portal/staff/list-query';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { HideCommentForm } from '@/components/admin/hide-comment-form';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager, pageLinks } from '@/components/admin/list/pager';
import { StateTabs } from '@/components/admin/list/state-tabs';
import { hideComment } from './actions';

export const generateMetadata = screenMetadata('lessons');

/** The newest lesson comments across the lessons (what they say is text, never markup), each hidden with a reason. */
export default async function LessonCommentsPage({ params, searchParams }: PageProps<'/admin/[locale]/lessons'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'lessons.comments');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const query = await searchParams;
  const state = stateFrom(query, COMMENT_STATES, 'visible');
  const pageNo = pageFrom(query);
  const { rows, more } = await listLessonComments(await getStaffDb(), state, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.lessons' });
  const href = stateListHref(`/admin/${locale}/lessons`, 'visible');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <StateTabs label={t('title')} states={COMMENT_STATES} current={state} href={href} text={(s) => t(`tabs.${s}`)} />
      <ListTable
        label={t('title')}
        rows={rows}
        rowKey={(row) => row.commentno}
        rowClassName={() => 'align-top'}
        empty={t(`empty.${state}`)}
        columns={[
          {
            header: t('lesson'),
            className: 'min-w-40',
            cell: (row) => (
              <a href={`${locale === 'ko' ? '/ko' : ''}/event/netizenlesson/netizenlessonview/${row.lessonno}`} className="text-brand-700 underline">
                {row.lessonTitle}
              </a>
            ),
          },
          {
            header: t('member'),
            cell: (row) => (
              <a href={`/admin/${locale}/members/${row.playerPk}`} className="text-brand-700 underline">
                {row.nickname}
              </a>
            ),
          },
          {
            header: t('comment'),
            className: 'min-w-64',
            cell: (row) => (
              <>
                <p className="whitespace-pre-wrap break-words">{row.body}</p>
                <p className="mt-1 text-gray-700">{row.hiddenBy ? t('states.hidden', { reason: row.hiddenReason ?? '' }) : row.deletedAt ? t('states.deleted') : t('states.visible')}</p>
                {!row.deletedAt && <HideCommentForm commentno={row.commentno} locale={locale} hide={hideComment} />}
              </>
            ),
          },
          { header: t('written'), className: 'whitespace-nowrap', cell: (row) => formatZonedDateTime(row.createdAt, env.networkTimezone) },
        ]}
      />
      <Pager label={t('title')} {...pageLinks(pageNo, more, (n) => href(state, n), { previous: t('previous'), next: t('next') })} />
    </div>
  );
}
