import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** Spec §2: the point leaderboard is the hall of fame's default page. */
export default async function HallOfFameIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({ href: '/halloffame/pointleaderboard', locale });
}
