import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { firstValue, pageFrom, stateFrom, stateListHref } from '@/lib/portal/staff/list-query';
import { countNotices, listNotices, NOTICE_STATES } from '@/lib/portal/staff/notices';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { NoticeListStatus } from '@/components/admin/notice-list-status';
import { NoticeRowActions } from '@/components/admin/notice-row-actions';
import { ListHeading } from '@/components/admin/list/list-heading';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager, pageLinks } from '@/components/admin/list/pager';
import { StateTabs } from '@/components/admin/list/state-tabs';
import { changeNoticeState } from './actions';

export const generateMetadata = screenMetadata('notices');

/** Every notice, pinned first: published, scheduled (with the instant it goes public) and drafts; write, edit, pin, publish, delete. */
export default async function NoticesPage({ params, searchParams }: PageProps<'/admin/[locale]/notices'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'notices.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const query = await searchParams;
  const state = stateFrom(query, NOTICE_STATES, 'all');
  const pageNo = pageFrom(query);
  const saved = /^\d{1,9}$/.test(firstValue(query.saved)) ? Number(firstValue(query.saved)) : undefined;
  const db = await getStaffDb();
  const now = new Date();
  const [{ rows, more }, counts] = await Promise.all([listNotices(db, state, pageNo, now), countNotices(db, now)]);
  const t = await getTranslations({ locale, namespace: 'admin.notices' });
  const base = `/admin/${locale}/notices`;
  const href = stateListHref(base, 'all');
  return (
    <div className="space-y-6">
      <ListHeading title={t('title')} count={t('count', counts)} create={{ href: `${base}/new`, text: t('new') }} />
      <StateTabs label={t('title')} states={NOTICE_STATES} current={state} href={href} text={(s) => t(`tabs.${s}`)} />
      <NoticeListStatus initial={saved ? t('saved', { number: saved }) : undefined}>
        <ListTable
          label={t('title')}
          rows={rows}
          rowKey={(row) => row.noticeno}
          rowClassName={(row) => `align-top ${row.pinned ? 'bg-brand-50/60' : ''}`}
          empty={t(`empty.${state}`)}
          columns={[
            { header: t('number'), className: 'tabular-nums', cell: (row) => row.noticeno },
            {
              header: t('noticeTitle'),
              className: 'min-w-48',
              cell: (row) => (
                <>
                  {row.pinned && <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('pinnedBadge')}</span>}
                  <a href={`${base}/${row.noticeno}`} className="font-semibold text-brand-700 underline">
                    {row.title}
                  </a>
                  {row.titleKo && (
                    <span lang="ko" className="block text-gray-700">
                      {row.titleKo}
                    </span>
                  )}
                </>
              ),
            },
            { header: t('state'), cell: (row) => (row.state === 'draft' ? t('states.draft') : t(`states.${row.state}`, { at: formatZonedDateTime(row.publishedAt!, env.networkTimezone) })) },
            { header: t('views'), className: 'text-right tabular-nums', headerClassName: 'text-right', cell: (row) => row.views },
            { header: t('actions'), cell: (row) => <NoticeRowActions noticeno={row.noticeno} title={row.title} pinned={row.pinned} state={row.state} locale={locale} change={changeNoticeState} /> },
          ]}
        />
      </NoticeListStatus>
      <Pager label={t('title')} {...pageLinks(pageNo, more, (n) => href(state, n), { previous: t('previous'), next: t('next') })} />
    </div>
  );
}
