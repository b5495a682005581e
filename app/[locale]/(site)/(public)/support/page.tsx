import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** /support opens its default screen, the notices (spec §2). */
export default async function SupportIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  redirect({ href: '/support/notice', locale });
}
