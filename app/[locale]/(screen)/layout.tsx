import { setRequestLocale } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';

/**
 * Screens without the site's header and footer: the venue TV on the wall (issue 11). Nothing of the
 * visitor is read here.
 */
export default async function ScreenLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await readParams(params)).locale);
  return (
    <main id="content" className="flex min-h-dvh flex-1 flex-col bg-gray-950 text-white">
      {children}
    </main>
  );
}
