import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** The spec's path is /findlocation/StoresView/{id}; the lowercase form people type leads there. */
export default async function StoresViewLowercase({ params }: PageProps<'/[locale]/findlocation/storesview/[id]'>) {
  const { locale, id } = await readParams(params);
  permanentRedirect(getPathname({ locale, href: `/findlocation/StoresView/${encodeURIComponent(id)}` }));
}
