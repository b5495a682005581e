import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { pageFrom, stateFrom, stateListHref } from '@/lib/portal/staff/list-query';
import { listMinigames, MINIGAME_STATES, publicationState } from '@/lib/portal/staff/minigames';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { PublishToggleButton } from '@/components/admin/publish-toggle-button';
import { NoticeListStatus } from '@/components/admin/notice-list-status';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager, pageLinks } from '@/components/admin/list/pager';
import { StateTabs } from '@/components/admin/list/state-tabs';
import { changeMinigamePublication } from './actions';

export const generateMetadata = screenMetadata('minigamePublishing');

/** Mini-game events by state (published, drafts, all), each published now or taken back to a draft. */
export default async function MinigamePublishingPage({ params, searchParams }: PageProps<'/admin/[locale]/minigames'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'minigames.publish');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const query = await searchParams;
  const state = stateFrom(query, MINIGAME_STATES, 'published');
  const pageNo = pageFrom(query);
  const { rows, more } = await listMinigames(await getStaffDb(), state, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.minigamePublishing' });
  const href = stateListHref(`/admin/${locale}/minigames`, 'published');
  const zone = env.networkTimezone;
  const now = new Date();
  const events = rows.map((row) => ({ ...row, current: publicationState(row.publishedAt, now), title: locale === 'ko' && row.nameKo ? row.nameKo : row.name }));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <StateTabs label={t('tabsLabel')} states={MINIGAME_STATES} current={state} href={href} text={(s) => t(`tabs.${s}`)} />
      <NoticeListStatus>
        <ListTable
          label={t('title')}
          rows={events}
          rowKey={(row) => row.eventno}
          rowClassName={() => 'align-top'}
          empty={t(`empty.${state}`)}
          columns={[
            { header: t('event'), className: 'min-w-48 break-words', cell: (row) => row.title },
            { header: t('period'), cell: (row) => `${formatZonedDateTime(row.startsAt, zone)} – ${formatZonedDateTime(row.endsAt, zone)}` },
            { header: t('state'), cell: (row) => t(`states.${row.current}`, { at: row.publishedAt ? formatZonedDateTime(row.publishedAt, zone) : '' }) },
            {
              header: t('actions'),
              cell: (row) => <PublishToggleButton target={{ eventno: row.eventno }} messages="admin.minigamePublishing" title={row.title} published={row.current === 'published'} change={changeMinigamePublication} />,
            },
          ]}
        />
      </NoticeListStatus>
      <Pager label={t('pagesLabel')} {...pageLinks(pageNo, more, (n) => href(state, n), { previous: t('previous'), next: t('next') })} />
    </div>
  );
}
