import { redirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** Spec §2: MyZone's default page is mysummary. */
export default async function MembershipIndex({ params }: PageProps<'/[locale]/membership'>) {
  const { locale } = await readParams(params);
  redirect({ href: '/membership/mysummary', locale });
}
