import { getTranslations } from 'next-intl/server';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { firstValue } from '@/lib/portal/staff/list-query';
import { staffPage } from '@/lib/portal/staff/page';
import { listTournamentsFor, networkZone } from '@/lib/portal/staff/tournaments';
import { Forbidden } from '@/components/admin/forbidden';
import { FilterBar } from '@/components/admin/list/filter-bar';
import { ListHeading } from '@/components/admin/list/list-heading';
import { ListTable } from '@/components/admin/list/list-table';

export const generateMetadata = screenMetadata('tournaments');

/** The tournaments a staff member manages (a venue manager: their venues' only), newest first. */
export default async function TournamentsPage({ params, searchParams }: PageProps<'/admin/[locale]/tournaments'>) {
  const { locale } = await readParams(params);
  const query = firstValue((await searchParams).q).slice(0, 80);
  const page = await staffPage(locale, 'tournaments.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const rows = await listTournamentsFor(await getStaffDb(), page.staff, locale === 'ko' ? 'ko' : 'en', query);
  const t = await getTranslations({ locale, namespace: 'admin.tournaments' });
  const base = `/admin/${locale}/tournaments`;
  return (
    <div className="space-y-6">
      <ListHeading title={t('title')} create={{ href: `${base}/new`, text: t('new') }} />
      <FilterBar action={base} search submit={t('find')} fields={[{ type: 'search', name: 'q', id: 'tournament-q', label: t('search'), value: query, maxLength: 80, grow: true }]} />
      <ListTable
        label={t('title')}
        caption={t('title')}
        rows={rows}
        rowKey={(row) => row.tournamentno}
        empty={query ? t('noMatch') : t('empty')}
        columns={[
          { header: t('number'), cell: (row) => row.tournamentno },
          {
            header: t('name'),
            cell: (row) => (
              <a href={`${base}/${row.tournamentno}`} className="font-semibold text-brand-700 underline">
                {row.name}
              </a>
            ),
          },
          { header: t('venue'), cell: (row) => row.venue ?? t('networkWide') },
          { header: t('starts'), className: 'whitespace-nowrap', cell: (row) => formatZonedDateTime(row.startsAt, row.timezone ?? networkZone()) },
          { header: t('state'), cell: (row) => t(`states.${row.state}`) },
        ]}
      />
    </div>
  );
}
