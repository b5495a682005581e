import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { staffPage } from '@/lib/portal/staff/page';
import { venueKeyList, visibleVenues } from '@/lib/portal/staff/venues';
import { Forbidden } from '@/components/admin/forbidden';
import { VenueKeysPanel } from '@/components/admin/venue-keys-panel';
import { beginReauth, createKey, finishReauth, revokeKey, rotateKey } from '../../../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/venues'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.venues' }))('title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Venue keys from the screen (issue 24): the portal process itself creates, rotates and revokes
 * them, so it works on the embedded database while the portal runs. A venue manager sees only
 * their venues; asking for another's answers 404.
 */
export default async function VenuesPage({ params, searchParams }: PageProps<'/admin/[locale]/venues'>) {
  const { locale } = await readParams(params);
  const requested = one((await searchParams).venue);
  const shopno = /^\d{1,9}$/.test(requested) ? Number(requested) : undefined;
  const page = await staffPage(locale, 'venueKeys.list', shopno);
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const db = await getStaffDb();
  const venues = await visibleVenues(db, page.staff);
  const venue = shopno === undefined ? undefined : venues.find((v) => v.shopno === shopno);
  const keys = venue ? await venueKeyList(db, venue.shopno) : [];
  const t = await getTranslations({ locale, namespace: 'admin.venues' });
  const tv = await getTranslations({ locale, namespace: 'admin.venueAdmin' });
  const format = await getFormatter({ locale });
  const name = (v: (typeof venues)[number]) => (locale === 'ko' && v.nameKo ? v.nameKo : v.name);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <form method="get" action={`/admin/${locale}/venues`} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="venue-pick" className="block text-sm font-semibold">
            {t('venue')}
          </label>
          <select id="venue-pick" name="venue" defaultValue={venue ? String(venue.shopno) : ''} className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2">
            <option value="">{t('choose')}</option>
            {venues.map((v) => (
              <option key={v.shopno} value={v.shopno}>
                {v.shopno} · {name(v)} ({v.city})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('open')}
        </button>
      </form>
      {venues.length === 0 && <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('noVenues')}</p>}
      {venue && (
        <a href={`/admin/${locale}/venues/${venue.shopno}`} className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          {tv('manage')}: {name(venue)}
        </a>
      )}
      {venue && (
        <VenueKeysPanel
          shopno={venue.shopno}
          venueName={name(venue)}
          locale={locale}
          keys={keys.map((key) => ({
            keyId: key.keyId,
            state: key.state,
            created: format.dateTime(key.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
            until: key.expiresAt ? format.dateTime(key.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) : null,
            revoked: key.revokedAt ? format.dateTime(key.revokedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null,
          }))}
          actions={{ createKey, rotateKey, revokeKey, beginReauth, finishReauth }}
        />
      )}
    </div>
  );
}
