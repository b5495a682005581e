import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountPage, AccountSection } from '@/components/myaccount/account-page';
import { FavoriteVenueButton } from '@/components/myaccount/favorite-venue-button';
import { ErrorState } from '@/components/ui/error-state';
import { getFavoriteLocation } from '@/lib/portal/data/myaccount';
import { getStore } from '@/lib/portal/data/store';
import { formatNumber } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { accountSession, memberRead } from '@/lib/portal/myaccount/page-session';
import { readId } from '@/lib/upstream/operations/fields';
import { changeFavorite } from '../../actions';
import { loadPage } from '@/lib/portal/data/load';

type Props = PageProps<'/[locale]/membership/myaccount/favoritelocationinfo/[shopno]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readParams(params);
  const { shopno } = await params;
  const t = await getTranslations({ locale, namespace: 'myaccount.favorite' });
  return { ...pageMetadata({ locale, path: `/membership/myaccount/favoritelocationinfo/${shopno}`, title: t('infoTitle') }), robots: { index: false } };
}

/** favoritelocationinfo/{shopno} (spec §2): one venue, and making it the favourite (with the location-points confirmation). */
export default async function FavoriteLocationInfoPage({ params }: Props) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const shopno = readId((await params).shopno);
  if (!shopno) notFound();
  const path = `/membership/myaccount/favoritelocationinfo/${shopno}`;
  const session = await accountSession(locale, path);
  const [t, messages, types] = await Promise.all([getTranslations(), getMessages(), getTranslations('enums.storeType')]);
  const venue = await loadPage(() => getStore(locale, shopno));
  const favorite = await memberRead(locale, path, () => getFavoriteLocation(session.token, locale));

  if (!venue || !favorite) {
    return (
      <AccountPage title={t('myaccount.favorite.infoTitle')}>
        <ErrorState message={t('myaccount.unavailable')} />
      </AccountPage>
    );
  }
  const { store } = venue;
  const isCurrent = favorite.shopno === store.shopno;

  return (
    <AccountPage title={store.shopname} description={t('myaccount.favorite.infoDescription')} testId="favoritelocationinfo">
      <AccountSection id="venue-facts" title={t('myaccount.favorite.venue')}>
        <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold text-gray-600">{t('myaccount.favorite.address')}</dt>
          <dd>
            {store.address}, {store.city} · {store.countryname}
          </dd>
          <dt className="font-semibold text-gray-600">{t('myaccount.favorite.type')}</dt>
          <dd>{types(String(store.storetype))}</dd>
          {store.phone && (
            <>
              <dt className="font-semibold text-gray-600">{t('myaccount.favorite.phone')}</dt>
              <dd>{store.phone}</dd>
            </>
          )}
          <dt className="font-semibold text-gray-600">{t('myaccount.favorite.simulators')}</dt>
          <dd>{formatNumber(store.simulators)}</dd>
        </dl>
        <Link href={`/findlocation/StoresView/${store.shopno}`} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline">
          {t('myaccount.favorite.venuePage')}
        </Link>
      </AccountSection>
      <AccountSection
        id="venue-choose"
        title={isCurrent ? t('myaccount.favorite.isCurrent') : t('myaccount.favorite.makeFavorite')}
        description={
          favorite.shopno
            ? t('myaccount.favorite.nowFavorite', { shop: favorite.shopname ?? '', points: favorite.location_points })
            : t('myaccount.favorite.none')
        }
      >
        <NextIntlClientProvider messages={{ myaccount: messages.myaccount, api: messages.api, validation: messages.validation, store: { error: messages.store.error } }}>
          <FavoriteVenueButton shopno={store.shopno} shopname={store.shopname} locationPoints={favorite.location_points} isCurrent={isCurrent} action={changeFavorite} />
        </NextIntlClientProvider>
      </AccountSection>
      <Link href="/membership/myaccount/favoritelocation" className="inline-block font-semibold text-brand-700 hover:underline">
        {t('myaccount.favorite.back')}
      </Link>
    </AccountPage>
  );
}
