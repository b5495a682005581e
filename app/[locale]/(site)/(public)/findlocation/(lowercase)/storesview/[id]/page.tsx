import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/routing';

/** The spec's path is /findlocation/StoresView/{id}; the lowercase form people type leads there. */
export default async function StoresViewLowercase({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  permanentRedirect(localizedPath(locale, `/findlocation/StoresView/${encodeURIComponent(id)}`));
}
