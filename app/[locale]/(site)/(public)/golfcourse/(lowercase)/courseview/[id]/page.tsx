import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** The spec's path is /golfcourse/courseView/{id}; the lowercase form people type leads there. */
export default async function CourseViewLowercase({ params }: PageProps<'/[locale]/golfcourse/courseview/[id]'>) {
  const { locale, id } = await readParams(params);
  permanentRedirect(getPathname({ locale, href: `/golfcourse/courseView/${encodeURIComponent(id)}` }));
}
