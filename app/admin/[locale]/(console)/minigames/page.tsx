import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { listMinigames, MINIGAME_STATES, publicationState, type MinigameFilter } from '@/lib/portal/staff/minigames';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { PublishToggleButton } from '@/components/admin/publish-toggle-button';
import { NoticeListStatus } from '@/components/admin/notice-list-status';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { changeMinigamePublication } from './actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/minigames'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.minigamePublishing' }))('title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Mini-game events by state (published, drafts, all), each published now or taken back to a draft. */
export default async function MinigamePublishingPage({ params, searchParams }: PageProps<'/admin/[locale]/minigames'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'minigames.publish');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const query = await searchParams;
  const state: MinigameFilter = (MINIGAME_STATES as readonly string[]).includes(one(query.state)) ? (one(query.state) as MinigameFilter) : 'published';
  const pageNo = Math.min(1000, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const { rows, more } = await listMinigames(await getStaffDb(), state, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.minigamePublishing' });
  const base = `/admin/${locale}/minigames`;
  const href = (s: MinigameFilter, n = 1) => `${base}?${new URLSearchParams({ ...(s !== 'published' ? { state: s } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`;
  const zone = env.networkTimezone;
  const now = new Date();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <nav aria-label={t('tabsLabel')} className="flex flex-wrap gap-1 border-b border-gray-300">
        {MINIGAME_STATES.map((s) => (
          <a key={s} href={href(s)} aria-current={s === state ? 'page' : undefined} className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${s === state ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900'}`}>
            {t(`tabs.${s}`)}
          </a>
        ))}
      </nav>
      <NoticeListStatus>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t(`empty.${state}`)}</p>
        ) : (
          <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-100">
                <tr>
                  <th scope="col" className="px-3 py-2">{t('event')}</th>
                  <th scope="col" className="px-3 py-2">{t('period')}</th>
                  <th scope="col" className="px-3 py-2">{t('state')}</th>
                  <th scope="col" className="px-3 py-2">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const current = publicationState(row.publishedAt, now);
                  const name = locale === 'ko' && row.nameKo ? row.nameKo : row.name;
                  return (
                    <tr key={row.eventno} className="border-t border-gray-200 align-top">
                      <td className="min-w-48 px-3 py-2 break-words">{name}</td>
                      <td className="px-3 py-2">
                        {formatZonedDateTime(row.startsAt, zone)} – {formatZonedDateTime(row.endsAt, zone)}
                      </td>
                      <td className="px-3 py-2">{t(`states.${current}`, { at: row.publishedAt ? formatZonedDateTime(row.publishedAt, zone) : '' })}</td>
                      <td className="px-3 py-2">
                        <PublishToggleButton target={{ eventno: row.eventno }} messages="admin.minigamePublishing" title={name} published={current === 'published'} change={changeMinigamePublication} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </NoticeListStatus>
      <nav aria-label={t('pagesLabel')} className="flex justify-between">
        {pageNo > 1 ? <a href={href(state, pageNo - 1)} className="text-brand-700 underline">{t('previous')}</a> : <span />}
        {more && <a href={href(state, pageNo + 1)} className="text-brand-700 underline">{t('next')}</a>}
      </nav>
    </div>
  );
}
