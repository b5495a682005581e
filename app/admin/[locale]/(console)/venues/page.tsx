import { getTranslations } from 'next-intl/server';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { firstValue } from '@/lib/portal/staff/list-query';
import { staffPage } from '@/lib/portal/staff/page';
import { venueKeyList, visibleVenues } from '@/lib/portal/staff/venues';
import { Forbidden } from '@/components/admin/forbidden';
import { EmptyState } from '@/components/admin/list/empty-state';
import { FilterBar } from '@/components/admin/list/filter-bar';
import { VenueKeysPanel } from '@/components/admin/venue-keys-panel';
import { beginReauth, createKey, finishReauth, revokeKey, rotateKey } from '../../../actions';

export const generateMetadata = screenMetadata('venues');

/**
 * Venue keys from the screen (issue 24): the portal process itself creates, rotates and revokes
 * them, so it works on the embedded database while the portal runs. A venue manager sees only
 * their venues; asking for another's answers 404. A key's instants are the venue's: in its zone, labelled.
 */
export default async function VenuesPage({ params, searchParams }: PageProps<'/admin/[locale]/venues'>) {
  const { locale } = await readParams(params);
  const requested = firstValue((await searchParams).venue);
  const shopno = /^\d{1,9}$/.test(requested) ? Number(requested) : undefined;
  const page = await staffPage(locale, 'venueKeys.list', shopno);
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const db = await getStaffDb();
  const venues = await visibleVenues(db, page.staff);
  const venue = shopno === undefined ? undefined : venues.find((v) => v.shopno === shopno);
  const keys = venue ? await venueKeyList(db, venue.shopno) : [];
  const t = await getTranslations({ locale, namespace: 'admin.venues' });
  const tv = await getTranslations({ locale, namespace: 'admin.venueAdmin' });
  const name = (v: (typeof venues)[number]) => (locale === 'ko' && v.nameKo ? v.nameKo : v.name);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <FilterBar
        action={`/admin/${locale}/venues`}
        submit={t('open')}
        fields={[{ type: 'select', name: 'venue', id: 'venue-pick', label: t('venue'), value: venue ? String(venue.shopno) : '', grow: true, options: [{ value: '', label: t('choose') }, ...venues.map((v) => ({ value: String(v.shopno), label: `${v.shopno} · ${name(v)} (${v.city})` }))] }]}
      />
      {venues.length === 0 && <EmptyState>{t('noVenues')}</EmptyState>}
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
          zone={venue.timezone}
          keys={keys.map((key) => ({
            keyId: key.keyId,
            state: key.state,
            created: formatZonedDateTime(key.createdAt, venue.timezone),
            until: key.expiresAt ? formatZonedDateTime(key.expiresAt, venue.timezone) : null,
            revoked: key.revokedAt ? formatZonedDateTime(key.revokedAt, venue.timezone) : null,
          }))}
          actions={{ createKey, rotateKey, revokeKey, beginReauth, finishReauth }}
        />
      )}
    </div>
  );
}
