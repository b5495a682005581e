import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingForm } from '@/components/booking/booking-form';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { getBookingAvailability } from '@/lib/portal/data/booking';
import { isCalendarDay } from '@/lib/shared/domain/booking';
import { readParams } from '@/lib/portal/i18n/params';
import { readId } from '@/lib/upstream/operations/fields';
import { createBookingAction, searchMembersAction } from '../actions';
import { loadPage } from '@/lib/portal/data/load';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/booking/[shopno]'>) {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'bookingPage' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Book a bay (issue 23), members only (MyZone's layout checks the session): the venue's day as a grid
 * of bays × slots in the venue's zone, then the booking form. `?day=YYYY-MM-DD` picks the day (the
 * venue's first bookable day otherwise).
 */
export default async function BookBayPage({ params, searchParams }: PageProps<'/[locale]/membership/booking/[shopno]'>) {
  const { locale, shopno: raw } = await readParams(params);
  setRequestLocale(locale);
  const shopno = readId(raw);
  if (!shopno) notFound();
  const asked = (await searchParams).day;
  const t = await getTranslations('bookingPage');
  const today = new Date().toISOString().slice(0, 10);
  const availability = await loadPage(async () => {
    const first = await getBookingAvailability(shopno, typeof asked === 'string' && isCalendarDay(asked) ? asked : today, locale);
    // Today in UTC may be yesterday or tomorrow at the venue: start on the venue's own first day.
    return typeof asked !== 'string' && first.day !== first.firstday ? getBookingAvailability(shopno, first.firstday, locale) : first;
  });
  if (!availability) {
    return (
      <>
        <MyzoneHeading title={t('title')} />
        <ErrorState message={t('unavailable')} />
      </>
    );
  }
  const messages = await getMessages();
  return (
    <>
      <MyzoneHeading title={t('titleAt', { venue: availability.shopname })} back={{ href: `/findlocation/StoresView/${shopno}`, label: t('backToVenue') }} />
      <NextIntlClientProvider messages={{ bookingPage: messages.bookingPage, booking: messages.booking, api: messages.api, validation: messages.validation }}>
        <BookingForm initial={availability} create={createBookingAction} search={searchMembersAction} />
      </NextIntlClientProvider>
    </>
  );
}
