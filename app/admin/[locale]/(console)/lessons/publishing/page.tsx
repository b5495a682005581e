import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { LESSON_STATES, lessonState, listLessons } from '@/lib/portal/staff/lessons';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { pageFrom, stateFrom, stateListHref } from '@/lib/portal/staff/list-query';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { PublishToggleButton } from '@/components/admin/publish-toggle-button';
import { NoticeListStatus } from '@/components/admin/notice-list-status';
import { ListHeading } from '@/components/admin/list/list-heading';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager, pageLinks } from '@/components/admin/list/pager';
import { StateTabs } from '@/components/admin/list/state-tabs';
import { changeLessonPublication } from '../actions';

export const generateMetadata = screenMetadata('lessonPublishing');

/** Swing lessons by state (published, drafts, all), each published now or taken back to a draft. */
export default async function LessonPublishingPage({ params, searchParams }: PageProps<'/admin/[locale]/lessons/publishing'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'lessons.publish');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const query = await searchParams;
  const state = stateFrom(query, LESSON_STATES, 'published');
  const pageNo = pageFrom(query);
  const { rows, more } = await listLessons(await getStaffDb(), state, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.lessonPublishing' });
  const base = `/admin/${locale}/lessons/publishing`;
  const href = stateListHref(base, 'published');
  const now = new Date();
  const lessons = rows.map((row) => ({ ...row, current: lessonState(row.publishedAt, now) }));
  return (
    <div className="space-y-6">
      <ListHeading title={t('title')} create={{ href: `${base}/new`, text: t('new') }} />
      <StateTabs label={t('tabsLabel')} states={LESSON_STATES} current={state} href={href} text={(s) => t(`tabs.${s}`)} />
      <NoticeListStatus>
        <ListTable
          label={t('title')}
          rows={lessons}
          rowKey={(row) => row.lessonno}
          rowClassName={() => 'align-top'}
          empty={t(`empty.${state}`)}
          columns={[
            {
              header: t('lesson'),
              className: 'min-w-48 break-words',
              cell: (row) => (
                <a href={`${base}/${row.lessonno}`} className="text-brand-700 underline">
                  {row.title}
                </a>
              ),
            },
            { header: t('coach'), cell: (row) => row.nickname },
            { header: t('state'), cell: (row) => t(`states.${row.current}`, { at: row.publishedAt ? formatZonedDateTime(row.publishedAt, env.networkTimezone) : '' }) },
            {
              header: t('actions'),
              cell: (row) => <PublishToggleButton target={{ lessonno: row.lessonno }} messages="admin.lessonPublishing" title={row.title} published={row.current === 'published'} change={changeLessonPublication} />,
            },
          ]}
        />
      </NoticeListStatus>
      <Pager label={t('pagesLabel')} {...pageLinks(pageNo, more, (n) => href(state, n), { previous: t('previous'), next: t('next') })} />
    </div>
  );
}
