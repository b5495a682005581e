import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** The spec's path is /findlocation/StoresView/{id}; the lowercase form people type leads there. */
export default async function StoresViewLowercase({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  permanentRedirect(getPathname({ locale, href: `/findlocation/StoresView/${encodeURIComponent(id)}` }));
}
