import { redirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** Spec §2: myaccount's default page is myprofile. */
export default async function MyAccountIndex({ params }: PageProps<'/[locale]/membership/myaccount'>) {
  const { locale } = await readParams(params);
  redirect({ href: '/membership/myaccount/myprofile', locale });
}
