import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseHero } from '@/components/course/course-hero';
import { CourseFacts } from '@/components/course/course-facts';
import { CourseHoleDrawings } from '@/components/course/course-hole-drawings';
import { CourseScorecard } from '@/components/course/course-scorecard';
import { PageHeader } from '@/components/ui/page-header';
import { getCourse } from '@/lib/portal/data/course';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';
import { readId } from '@/lib/upstream/operations/fields';
import { ErrorState } from '@/components/ui/error-state';
import { ListWayBack } from '@/components/ui/list-way-back';

async function load(locale: Locale, id: string) {
  const courseno = readId(id);
  if (!courseno) notFound();
  return loadPage(() => getCourse(locale, courseno));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/golfcourse/courseView/[id]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const data = await load(locale, id);
  const t = await getTranslations({ locale, namespace: 'course' });
  return pageMetadata({
    locale,
    path: `/golfcourse/courseView/${id}`,
    title: data ? t('viewTitle', { name: data.course.coursename }) : t('title'),
    description: data
      ? (await getTranslations({ locale, namespace: 'seo.descriptions' }))('course', {
          name: data.course.coursename,
          region: data.course.region,
          country: data.course.countryname,
          holes: data.course.holecnt,
          par: data.course.par,
          difficulty: data.course.difficulty,
        })
      : t('description'),
    image: data ? { url: ogEntityImagePath(locale, 'course', data.course.courseno) } : undefined,
    noindex: !data,
  });
}

export default async function CourseViewPage({ params }: PageProps<'/[locale]/golfcourse/courseView/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('course');
  const data = await load(locale, id);
  if (!data) {
    return (
      <>
        <PageHeader title={t('title')} />
        <ErrorState message={t('unavailable')} className="mx-auto my-12 max-w-7xl" />
      </>
    );
  }
  const { course, holelist } = data;
  const nav = await getTranslations('nav.golfcourse');
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('courses'), href: '/golfcourse/courselist' }]} current={{ name: course.coursename, path: `/golfcourse/courseView/${course.courseno}` }} />
      <PageHeader title={course.coursename} description={`${course.countryname} · ${course.region}`} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {holelist.length > 0 && (
          <figure className="overflow-hidden rounded-2xl border border-gray-200 shadow-sm">
            <CourseHero holes={holelist} name={course.coursename} label={t('heroLabel', { name: course.coursename, holes: holelist.length })} />
            <figcaption className="bg-gray-50 px-4 py-2 text-sm text-gray-600">{t('heroCaption')}</figcaption>
          </figure>
        )}
        <CourseFacts course={course} />
        {holelist.length === 0 ? (
          <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('noHoles')}</p>
        ) : (
          <>
            <CourseScorecard holes={holelist} />
            <CourseHoleDrawings holes={holelist} />
          </>
        )}
        <ListWayBack href="/golfcourse/courselist" label={t('backToList')} />
      </div>
    </>
  );
}
