import { getTranslations } from 'next-intl/server';
import { ListPicture } from '@/components/ui/list-picture';
import { COURSE_DIFFICULTY_MAX } from '@/lib/shared/domain/enums';
import { formatNumber } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { drawnPicturePath } from '@/lib/portal/pictures/paths';
import type { CourseSummary } from '@/lib/upstream/operations/course';
import { ROUTING_VIEW } from './course-routing';

/** One course of the course list: its hero (the routing of its holes), where it is, par, holes, length and difficulty. */
export async function CourseCard({ course, eager = false }: { course: CourseSummary; eager?: boolean }) {
  const t = await getTranslations('course');
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-gray-200 shadow-sm hover:border-brand-700">
      <ListPicture
        stored={course.imagepath}
        drawn={drawnPicturePath('course', course.courseno)}
        width={ROUTING_VIEW.width}
        height={ROUTING_VIEW.height}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        eager={eager}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-gray-600">
          {course.countryname} · {course.region}
        </p>
        <h2 className="mt-1 text-lg font-bold">
          <Link href={`/golfcourse/courseView/${course.courseno}`} className="hover:underline">
            {course.coursename}
          </Link>
        </h2>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="sr-only">{t('facts.par')}</dt>
            <dd className="font-semibold">{t('par', { par: course.par })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('facts.holes')}</dt>
            <dd>{t('holes', { count: course.holecnt })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('facts.length')}</dt>
            <dd className="tabular-nums">{t('length', { metres: formatNumber(course.distancewhite) })}</dd>
          </div>
        </dl>
        <p className="mt-3 flex items-center gap-2 text-sm">
          <span aria-hidden="true" className="tracking-widest text-brand-700">
            {'●'.repeat(course.difficulty)}
            <span className="text-gray-300">{'●'.repeat(COURSE_DIFFICULTY_MAX - course.difficulty)}</span>
          </span>
          <span>{t('difficulty', { level: course.difficulty })}</span>
        </p>
      </div>
    </li>
  );
}
