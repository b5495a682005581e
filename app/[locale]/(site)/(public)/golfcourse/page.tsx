import { permanentRedirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** /golfcourse opens its default screen, the course list (spec §2). */
export default async function GolfCourseIndex({ params }: PageProps<'/[locale]/golfcourse'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/golfcourse/courselist', locale });
}
