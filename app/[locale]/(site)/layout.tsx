import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { LateNavigationProgress } from '@/components/layout/late-islands';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { routeErrorTexts } from '@/components/ui/route-error-sections';
import { RouteErrorTextsProvider } from '@/components/ui/route-error-texts';
import { readParams } from '@/lib/portal/i18n/params';

/** The default layout of every screen but the 404 (spec §2). */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Next renders a layout alongside its parent, not after it: without its own setRequestLocale,
  // next-intl would read the locale from the request headers, and no page under it could be cached.
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, common] = await Promise.all([getTranslations('common.routeError'), getTranslations('common')]);
  return (
    <>
      {/* useSearchParams: outside a Suspense boundary it would make every page render on the client. */}
      <Suspense fallback={null}>
        <LateNavigationProgress />
      </Suspense>
      <SiteHeader />
      <main id="content" tabIndex={-1} className="flex-1 outline-none">
        {/* The sections' error.tsx and loading.tsx screens are client components: they get only their own texts. */}
        <RouteErrorTextsProvider texts={routeErrorTexts((key, values) => t(key as never, values as never), locale, common('loading'))}>{children}</RouteErrorTextsProvider>
      </main>
      <SiteFooter />
    </>
  );
}
