import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** /golfcourse opens its default screen, the course list (spec §2). */
export default async function GolfCourseIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({ href: '/golfcourse/courselist', locale });
}
