import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { zoneLabel } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { authorize } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { venueAdminView } from '@/lib/portal/staff/venue-admin';
import { Forbidden } from '@/components/admin/forbidden';
import { VenueSections } from './venue-sections';
import {
  removeVenueBay,
  removeVenueException,
  saveBookingTerms,
  saveVenueBay,
  saveVenueDetails,
  saveVenueException,
  saveVenueHours,
  saveVenuePrices,
  setVenueBayService,
} from '../actions';

const shopnoOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/venues/[shopno]'>): Promise<Metadata> {
  const { locale, shopno } = await readParams(params);
  return { title: `${(await getTranslations({ locale, namespace: 'admin.venueAdmin' }))('manage')} ${shopno}` };
}

/**
 * A venue's page (issue 24 item 3): its details, weekly hours in its own zone, holidays and
 * closures, booking terms, bays and prices, managed without SQL. A network admin opens every venue,
 * a venue manager only theirs (another venue's is 404), support none (403).
 */
export default async function VenuePage({ params }: PageProps<'/admin/[locale]/venues/[shopno]'>) {
  const { locale, shopno: text } = await readParams(params);
  const shopno = shopnoOf(text);
  if (shopno === undefined) notFound();
  const page = await staffPage(locale, 'venues.read', shopno);
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const view = await venueAdminView(await getStaffDb(), shopno);
  if (!view) notFound();
  const t = await getTranslations({ locale, namespace: 'admin.venueAdmin' });
  const { staff } = page;
  const may = (action: 'venues.edit' | 'bays.edit' | 'prices.edit') => authorize(action, staff.role, staff.venues, shopno) === 'allowed';
  const zone = `${view.store.timezone}, ${zoneLabel(view.store.timezone)}`;
  const name = locale === 'ko' && view.store.nameKo ? view.store.nameKo : view.store.name;
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/venues?venue=${shopno}`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t('title', { venue: name })}</h1>
        <p className="mt-1 text-gray-700">{t('subtitle', { shopno, zone })}</p>
      </div>
      <VenueSections
        view={view}
        zone={zone}
        locale={locale}
        can={{ venue: may('venues.edit'), bays: may('bays.edit'), prices: may('prices.edit') }}
        actions={{
          details: saveVenueDetails,
          hours: saveVenueHours,
          exception: saveVenueException,
          removeException: removeVenueException,
          terms: saveBookingTerms,
          bay: saveVenueBay,
          bayService: setVenueBayService,
          removeBay: removeVenueBay,
          prices: saveVenuePrices,
        }}
      />
    </div>
  );
}
