import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** /findlocation opens its default screen, the store list (spec §2). */
export default async function FindLocationIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({ href: '/findlocation/stores', locale });
}
