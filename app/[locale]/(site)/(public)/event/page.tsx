import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** Spec §2: the netizen lessons are the default screen of /event. */
export default async function EventIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({ href: '/event/netizenlesson/swinglist', locale });
}
