import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { staffPage } from '@/lib/portal/staff/page';
import { listTournamentsFor, networkZone } from '@/lib/portal/staff/tournaments';
import { Forbidden } from '@/components/admin/forbidden';
import { ScrollRegion } from '@/components/ui/scroll-region';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/tournaments'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.tournaments' }))('title') };
}

/** The tournaments a staff member manages (a venue manager: their venues' only), newest first. */
export default async function TournamentsPage({ params, searchParams }: PageProps<'/admin/[locale]/tournaments'>) {
  const { locale } = await readParams(params);
  const raw = (await searchParams).q;
  const query = ((Array.isArray(raw) ? raw[0] : raw) ?? '').slice(0, 80);
  const page = await staffPage(locale, 'tournaments.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const rows = await listTournamentsFor(await getStaffDb(), page.staff, locale === 'ko' ? 'ko' : 'en', query);
  const t = await getTranslations({ locale, namespace: 'admin.tournaments' });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <a href={`/admin/${locale}/tournaments/new`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('new')}
        </a>
      </div>
      <form method="get" action={`/admin/${locale}/tournaments`} role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="tournament-q" className="block text-sm font-semibold">
            {t('search')}
          </label>
          <input id="tournament-q" name="q" type="search" defaultValue={query} maxLength={80} className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('find')}
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{query ? t('noMatch') : t('empty')}</p>
      ) : (
        <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('title')}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2">{t('number')}</th>
                <th scope="col" className="px-3 py-2">{t('name')}</th>
                <th scope="col" className="px-3 py-2">{t('venue')}</th>
                <th scope="col" className="px-3 py-2">{t('starts')}</th>
                <th scope="col" className="px-3 py-2">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.tournamentno} className="border-t border-gray-200">
                  <td className="px-3 py-2">{row.tournamentno}</td>
                  <td className="px-3 py-2">
                    <a href={`/admin/${locale}/tournaments/${row.tournamentno}`} className="font-semibold text-brand-700 underline">
                      {row.name}
                    </a>
                  </td>
                  <td className="px-3 py-2">{row.venue ?? t('networkWide')}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatZonedDateTime(row.startsAt, row.timezone ?? networkZone())}</td>
                  <td className="px-3 py-2">{t(`states.${row.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
