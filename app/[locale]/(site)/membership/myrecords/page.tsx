import { redirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** Spec §2: myrecords' default page is myrounds. */
export default async function MyRecordsIndex({ params }: PageProps<'/[locale]/membership/myrecords'>) {
  const { locale } = await readParams(params);
  redirect({ href: '/membership/myrecords/myrounds', locale });
}
