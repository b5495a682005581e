import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { searchMembers } from '@/lib/portal/staff/members';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { ScrollRegion } from '@/components/ui/scroll-region';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/members'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.members' }))('title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Member search (a GET form: the query is in the address, so back and reload keep it). */
export default async function MembersPage({ params, searchParams }: PageProps<'/admin/[locale]/members'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'members.search');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await import('@/lib/portal/staff/guard').then((m) => m.currentStaff()))?.role ?? ''} />;
  const query = await searchParams;
  const q = one(query.q).slice(0, 100);
  const pageNo = Math.min(1000, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const { rows, more } = await searchMembers(await getStaffDb(), q, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.members' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/members`;
  const pageHref = (n: number) => `${base}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <form method="get" action={base} role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="member-q" className="block text-sm font-semibold">
            {t('search')}
          </label>
          <input id="member-q" name="q" type="search" defaultValue={q} maxLength={100} aria-describedby="member-q-hint" className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
          <p id="member-q-hint" className="mt-1 text-sm text-gray-600">
            {t('searchHint')}
          </p>
        </div>
        <button type="submit" className="mb-7 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('searchButton')}
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('empty')}</p>
      ) : (
        <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('number')}</th>
                <th scope="col" className="px-3 py-2">{t('loginId')}</th>
                <th scope="col" className="px-3 py-2">{t('nickname')}</th>
                <th scope="col" className="px-3 py-2">{t('email')}</th>
                <th scope="col" className="px-3 py-2">{t('status')}</th>
                <th scope="col" className="px-3 py-2">{t('joined')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.playerPk} className="border-t border-gray-200">
                  <td className="px-3 py-2">
                    <a href={`${base}/${row.playerPk}`} className="font-semibold text-brand-700 underline">
                      {row.playerPk}
                    </a>
                  </td>
                  <td className="px-3 py-2">{row.playerId ?? '—'}</td>
                  <td className="px-3 py-2">{row.nickname}</td>
                  <td className="break-all px-3 py-2">{row.email}</td>
                  <td className="px-3 py-2">{t(`statuses.${row.status}` as never)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{format.dateTime(row.createdAt, { dateStyle: 'medium' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <nav aria-label={t('title')} className="flex justify-between">
        {pageNo > 1 ? <a href={pageHref(pageNo - 1)} className="text-brand-700 underline">{t('previous')}</a> : <span />}
        {more && <a href={pageHref(pageNo + 1)} className="text-brand-700 underline">{t('next')}</a>}
      </nav>
    </div>
  );
}
