import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { countNotices, listNotices, NOTICE_STATES, type NoticeFilter } from '@/lib/portal/staff/notices';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { NoticeListStatus } from '@/components/admin/notice-list-status';
import { NoticeRowActions } from '@/components/admin/notice-row-actions';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { changeNoticeState } from './actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/notices'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.notices' }))('title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Every notice, pinned first: published, scheduled (with the instant it goes public) and drafts; write, edit, pin, publish, delete. */
export default async function NoticesPage({ params, searchParams }: PageProps<'/admin/[locale]/notices'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'notices.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const query = await searchParams;
  const state: NoticeFilter = (NOTICE_STATES as readonly string[]).includes(one(query.state)) ? (one(query.state) as NoticeFilter) : 'all';
  const pageNo = Math.min(1000, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const saved = /^\d{1,9}$/.test(one(query.saved)) ? Number(one(query.saved)) : undefined;
  const db = await getStaffDb();
  const now = new Date();
  const [{ rows, more }, counts] = await Promise.all([listNotices(db, state, pageNo, now), countNotices(db, now)]);
  const t = await getTranslations({ locale, namespace: 'admin.notices' });
  const zone = env.networkTimezone;
  const base = `/admin/${locale}/notices`;
  const href = (s: NoticeFilter, n = 1) => `${base}?${new URLSearchParams({ ...(s !== 'all' ? { state: s } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-gray-700">{t('count', counts)}</p>
        </div>
        <a href={`${base}/new`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('new')}
        </a>
      </div>
      <nav aria-label={t('title')} className="flex flex-wrap gap-1 border-b border-gray-300">
        {NOTICE_STATES.map((s) => (
          <a key={s} href={href(s)} aria-current={s === state ? 'page' : undefined} className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${s === state ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900'}`}>
            {t(`tabs.${s}`)}
          </a>
        ))}
      </nav>
      <NoticeListStatus initial={saved ? t('saved', { number: saved }) : undefined}>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t(`empty.${state}`)}</p>
        ) : (
          <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-100">
                <tr>
                  <th scope="col" className="px-3 py-2">{t('number')}</th>
                  <th scope="col" className="px-3 py-2">{t('noticeTitle')}</th>
                  <th scope="col" className="px-3 py-2">{t('state')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('views')}</th>
                  <th scope="col" className="px-3 py-2">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.noticeno} className={`border-t border-gray-200 align-top ${row.pinned ? 'bg-brand-50/60' : ''}`}>
                    <td className="px-3 py-2 tabular-nums">{row.noticeno}</td>
                    <td className="min-w-48 px-3 py-2">
                      {row.pinned && <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('pinnedBadge')}</span>}
                      <a href={`${base}/${row.noticeno}`} className="font-semibold text-brand-700 underline">
                        {row.title}
                      </a>
                      {row.titleKo && (
                        <span lang="ko" className="block text-gray-700">
                          {row.titleKo}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {row.state === 'draft' ? t('states.draft') : t(`states.${row.state}`, { at: formatZonedDateTime(row.publishedAt!, zone) })}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.views}</td>
                    <td className="px-3 py-2">
                      <NoticeRowActions noticeno={row.noticeno} title={row.title} pinned={row.pinned} state={row.state} locale={locale} change={changeNoticeState} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </NoticeListStatus>
      <nav aria-label={t('title')} className="flex justify-between">
        {pageNo > 1 ? <a href={href(state, pageNo - 1)} className="text-brand-700 underline">{t('previous')}</a> : <span />}
        {more && <a href={href(state, pageNo + 1)} className="text-brand-700 underline">{t('next')}</a>}
      </nav>
    </div>
  );
}
