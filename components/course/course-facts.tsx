import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/shared/format';
import type { CourseDetail } from '@/lib/upstream/operations/course';

/** A course's facts (where, par, length, difficulty, rating, designer) beside its description. */
export async function CourseFacts({ course }: { course: CourseDetail }) {
  const t = await getTranslations('course');
  const none = t('facts.none');
  return (
    <section aria-labelledby="course-facts" className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <h2 id="course-facts" className="text-xl font-bold">{t('facts.label')}</h2>
        <dl className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200">
          {[
            [t('facts.country'), course.countryname],
            [t('facts.region'), course.region],
            [t('facts.par'), String(course.par)],
            [t('facts.holes'), String(course.holecnt)],
            [t('facts.length'), t('length', { metres: formatNumber(course.distancewhite) })],
            [t('facts.difficulty'), `${t('difficulty', { level: course.difficulty })} (${t(`difficultyLevel.${course.difficulty}` as 'difficultyLevel.1')})`],
            [t('facts.rating'), course.rating != null ? `${course.rating.toFixed(1)} / ${course.slope ?? none}` : none],
            [t('facts.designer'), course.designer ?? none],
            [t('facts.opened'), course.openedyear ? String(course.openedyear) : none],
            [t('facts.tournaments'), formatNumber(course.tournamentcnt)],
          ].map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4 px-4 py-2.5 text-sm">
              <dt className="text-gray-600">{term}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {course.description && <p className="self-start whitespace-pre-line leading-7 text-gray-800">{course.description}</p>}
    </section>
  );
}
