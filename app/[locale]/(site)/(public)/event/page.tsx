import { permanentRedirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** Spec §2: the netizen lessons are the default screen of /event. */
export default async function EventIndex({ params }: PageProps<'/[locale]/event'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/event/netizenlesson/swinglist', locale });
}
