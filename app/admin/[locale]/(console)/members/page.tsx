import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { firstValue, pageFrom } from '@/lib/portal/staff/list-query';
import { searchMembers } from '@/lib/portal/staff/members';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { FilterBar } from '@/components/admin/list/filter-bar';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager, pageLinks } from '@/components/admin/list/pager';

export const generateMetadata = screenMetadata('members');

/** Member search (a GET form: the query is in the address, so back and reload keep it). */
export default async function MembersPage({ params, searchParams }: PageProps<'/admin/[locale]/members'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'members.search');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const query = await searchParams;
  const q = firstValue(query.q).slice(0, 100);
  const pageNo = pageFrom(query);
  const { rows, more } = await searchMembers(await getStaffDb(), q, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.members' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/members`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <FilterBar action={base} search submit={t('searchButton')} fields={[{ type: 'search', name: 'q', id: 'member-q', label: t('search'), value: q, maxLength: 100, hint: t('searchHint'), grow: true }]} />
      <ListTable
        label={t('title')}
        rows={rows}
        rowKey={(row) => row.playerPk}
        empty={t('empty')}
        columns={[
          {
            header: t('number'),
            cell: (row) => (
              <a href={`${base}/${row.playerPk}`} className="font-semibold text-brand-700 underline">
                {row.playerPk}
              </a>
            ),
          },
          { header: t('loginId'), cell: (row) => row.playerId ?? '—' },
          { header: t('nickname'), cell: (row) => row.nickname },
          { header: t('email'), className: 'break-all', cell: (row) => row.email },
          { header: t('status'), cell: (row) => t(`statuses.${row.status}` as never) },
          { header: t('joined'), className: 'whitespace-nowrap', cell: (row) => format.dateTime(row.createdAt, { dateStyle: 'medium' }) },
        ]}
      />
      <Pager label={t('title')} {...pageLinks(pageNo, more, (n) => `${base}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`, { previous: t('previous'), next: t('next') })} />
    </div>
  );
}
