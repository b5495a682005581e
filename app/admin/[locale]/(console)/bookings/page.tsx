import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { venueCalendar } from '@/lib/portal/staff/bookings';
import { getStaffDb } from '@/lib/portal/staff/db';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { firstValue } from '@/lib/portal/staff/list-query';
import { authorize } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { venueOf, visibleVenues } from '@/lib/portal/staff/venues';
import { Forbidden } from '@/components/admin/forbidden';
import { EmptyState } from '@/components/admin/list/empty-state';
import { FilterBar } from '@/components/admin/list/filter-bar';
import { BayBookings } from './bay-bookings';

export const generateMetadata = screenMetadata('bookings');

const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** A venue's day of bookings, bay by bay, in the venue's own time zone; check-in and no-show for who may. */
export default async function BookingsPage({ params, searchParams }: PageProps<'/admin/[locale]/bookings'>) {
  const { locale } = await readParams(params);
  const first = await staffPage(locale, 'bookings.calendar');
  if ('forbidden' in first) return <Forbidden locale={locale} role={first.role} />;
  const db = await getStaffDb();
  const query = await searchParams;
  const venues = await visibleVenues(db, first.staff);
  const asked = firstValue(query.venue);
  const shopno = /^\d{1,9}$/.test(asked) ? await venueOf(db, Number(asked)) : venues[0]?.shopno;
  const t = await getTranslations({ locale, namespace: 'admin.bookings' });
  const title = <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>;
  if (shopno === undefined) {
    if (asked) notFound();
    return (
      <div className="space-y-6">
        {title}
        <EmptyState>{t('noVenues')}</EmptyState>
      </div>
    );
  }
  // The venue asked for is checked on its own: another venue's calendar is not found for its manager.
  const page = await staffPage(locale, 'bookings.calendar', shopno);
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const { staff } = page;
  const calendar = await venueCalendar(db, shopno, firstValue(query.day));
  if (!calendar) notFound();
  const may = { checkIn: authorize('bookings.checkIn', staff.role, staff.venues, shopno) === 'allowed', noShow: authorize('bookings.noShow', staff.role, staff.venues, shopno) === 'allowed' };
  const base = `/admin/${locale}/bookings`;
  const dayHref = (day: string) => `${base}?${new URLSearchParams({ venue: String(shopno), day })}`;
  const count = calendar.bays.reduce((sum, bay) => sum + bay.bookings.length, 0);
  return (
    <div className="space-y-6">
      {title}
      <FilterBar
        action={base}
        submit={t('show')}
        fields={[
          { type: 'select', name: 'venue', id: 'cal-venue', label: t('venue'), value: String(shopno), options: venues.map((venue) => ({ value: String(venue.shopno), label: locale === 'ko' && venue.nameKo ? venue.nameKo : venue.name })) },
          { type: 'date', name: 'day', id: 'cal-day', label: t('day'), value: calendar.day },
        ]}
      />
      <nav aria-label={t('days')} className="flex flex-wrap justify-between gap-2">
        <a href={dayHref(shiftDay(calendar.day, -1))} className="text-brand-700 underline">{t('previousDay')}</a>
        <p className="font-semibold">{t('heading', { venue: calendar.venue, day: calendar.day, zone: calendar.timezone })}</p>
        <a href={dayHref(shiftDay(calendar.day, 1))} className="text-brand-700 underline">{t('nextDay')}</a>
      </nav>
      {count === 0 && <EmptyState>{t('empty')}</EmptyState>}
      {calendar.bays.length === 0 ? (
        <EmptyState>{t('noBays')}</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {calendar.bays.map((bay) => (
            <BayBookings key={bay.number} bay={bay} locale={locale} may={may} />
          ))}
        </div>
      )}
    </div>
  );
}
