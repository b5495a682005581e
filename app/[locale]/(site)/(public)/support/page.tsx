import { permanentRedirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** /support opens its default screen, the notices (spec §2). */
export default async function SupportIndex({ params }: PageProps<'/[locale]/support'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/support/notice', locale });
}
