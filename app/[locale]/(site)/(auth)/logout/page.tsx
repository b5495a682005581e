import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readSession } from '@/lib/portal/auth/session';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';

export async function generateMetadata({ params }: PageProps<'/[locale]/logout'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'logout' });
  return { ...pageMetadata({ locale, path: '/logout', title: t('title') }), robots: { index: false } };
}

/**
 * The spec's /logout route. Opening it changes nothing (a GET that logged out would let any site
 * log a member out with a link): it offers the button, one click, a POST to app/api/logout.
 */
export default async function LogoutPage({ params }: PageProps<'/[locale]/logout'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, session] = await Promise.all([getTranslations('logout'), readSession()]);

  return (
    <div className="mx-auto max-w-md px-4 py-14 text-center">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      {session ? (
        <form method="post" action="/api/logout" data-form="logout-page">
          <input type="hidden" name="locale" value={locale} />
          <p className="mb-6 text-gray-700">{t('question')}</p>
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('submit')}
          </button>
        </form>
      ) : (
        <p className="text-gray-700">{t('visitor')}</p>
      )}
      <p className="mt-8">
        <Link href="/" className="text-brand-700 underline">
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
