import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDate } from '@/lib/shared/format';
import { env } from '@/lib/shared/config/env';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { firstParam } from '@/lib/portal/search-params';

export async function generateMetadata({ params }: PageProps<'/[locale]/withdrawn'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'myaccount.withdrawn' });
  return { ...pageMetadata({ locale, path: '/withdrawn', title: t('title') }), robots: { index: false } };
}

/**
 * Where cancelmember lands once the account is withdrawn (the session has ended, so it cannot be a
 * MyZone page): what happened and until when logging in restores the account.
 */
export default async function WithdrawnPage({ params, searchParams }: PageProps<'/[locale]/withdrawn'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('myaccount.withdrawn');
  const until = new Date(firstParam(await searchParams, 'until') ?? '');
  const known = !Number.isNaN(until.getTime());
  return (
    <div className="mx-auto max-w-xl px-4 py-14" data-testid="withdrawn">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p role="status" className="mt-6 rounded-lg bg-gray-50 p-5 text-gray-800">
        {t('body')}
      </p>
      <p className="mt-4 text-gray-800">{known ? t('restoreUntil', { date: formatDate(until, env.networkTimezone) }) : t('restore')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/" className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white">
          {t('home')}
        </Link>
        <Link href="/login" className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800">
          {t('login')}
        </Link>
      </div>
    </div>
  );
}
