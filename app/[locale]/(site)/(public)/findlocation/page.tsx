import { permanentRedirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** /findlocation opens its default screen, the store list (spec §2). */
export default async function FindLocationIndex({ params }: PageProps<'/[locale]/findlocation'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/findlocation/stores', locale });
}
