import { permanentRedirect } from '@/lib/i18n/paths';
import { readParams } from '@/lib/i18n/params';

/** /findlocation opens its default screen, the store list (spec §2). */
export default async function FindLocationIndex({ params }: PageProps<'/[locale]/findlocation'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/findlocation/stores', locale });
}
