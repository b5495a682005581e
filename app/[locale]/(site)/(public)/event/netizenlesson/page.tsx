import { redirect } from '@/lib/i18n/paths';
import { readParams } from '@/lib/i18n/params';

/** /event/netizenlesson has one list: the swing grid. */
export default async function EventIndex({ params }: PageProps<'/[locale]/event/netizenlesson'>) {
  const { locale } = await readParams(params);
  redirect({ href: '/event/netizenlesson/swinglist', locale });
}
