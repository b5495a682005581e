import { permanentRedirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** /event/netizenlesson has one list, the swing grid: 308 to it, like every section root. */
export default async function EventIndex({ params }: PageProps<'/[locale]/event/netizenlesson'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/event/netizenlesson/swinglist', locale });
}
