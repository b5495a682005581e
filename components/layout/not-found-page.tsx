import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';
import { Logo } from '@/components/ui/logo';

/** The 404 page: deliberately without the header and footer of the default layout (spec §2). */
export default async function NotFoundPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-brand-50 px-6 text-center">
      <Logo className="h-8 text-brand-800" />
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="max-w-md text-gray-700">{t('body')}</p>
      {/* A plain link to the home page of the page's language: nothing here may read the request. */}
      <a href={getPathname({ href: '/', locale })} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t('home')}
      </a>
    </main>
  );
}
