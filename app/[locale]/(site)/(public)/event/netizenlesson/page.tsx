import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** /event/netizenlesson has one list: the swing grid. */
export default async function EventIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({ href: '/event/netizenlesson/swinglist', locale });
}
