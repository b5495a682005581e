import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** Spec §2: MyZone's default page is mysummary. */
export default async function MembershipIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({ href: '/membership/mysummary', locale });
}
