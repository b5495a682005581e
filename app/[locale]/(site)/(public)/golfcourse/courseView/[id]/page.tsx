import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseHero } from '@/components/course/course-hero';
import { HoleDrawing, holeColours } from '@/components/course/hole-drawing';
import { PageHeader } from '@/components/ui/page-header';
import { getCourse } from '@/lib/portal/data/course';
import { formatNumber } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import type { CourseHole } from '@/lib/upstream/operations/course';
import { loadPage } from '@/lib/portal/data/load';
import { readId } from '@/lib/upstream/operations/fields';
import { ErrorState } from '@/components/ui/error-state';
import { ScrollRegion } from '@/components/ui/scroll-region';

const TEES = [
  { key: 'distanceblue', colour: 1, swatch: 'bg-blue-600' },
  { key: 'distancewhite', colour: 2, swatch: 'bg-white border border-gray-400' },
  { key: 'distancered', colour: 3, swatch: 'bg-red-600' },
  { key: 'distanceyellow', colour: 4, swatch: 'bg-yellow-400' },
] as const;

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

const sum = (holes: CourseHole[], key: keyof CourseHole) => holes.reduce((total, hole) => total + Number(hole[key]), 0);

export default async function CourseViewPage({ params }: PageProps<'/[locale]/golfcourse/courseView/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const [t, tees] = await Promise.all([getTranslations('course'), getTranslations('enums.teeColour')]);
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
  const front = holelist.filter((h) => h.holeno <= 9);
  const back = holelist.filter((h) => h.holeno > 9);
  const none = t('facts.none');

  const holeLabel = (hole: CourseHole) => {
    const shape = hole.par <= 3 || Math.abs(hole.dogleg) < 8 ? 'straight' : hole.dogleg < 0 ? 'left' : 'right';
    const hazards = hole.hazards.map((h) => `${t(`hazard.${h.kind}`)} ${t(`side.${h.side}` as 'side.0')}`);
    return t('holeLabel', {
      number: hole.holeno,
      par: hole.par,
      metres: hole.distancewhite,
      shape: t(`shape.${shape}`),
      hazards: hazards.length ? t('hazardList', { list: hazards.join(', ') }) : '',
    });
  };

  const totalsRow = (label: string, holes: CourseHole[]) => (
    <tr className="bg-gray-50 font-semibold">
      <th scope="row" className="px-2 py-2 text-left">{label}</th>
      <td className="px-2 py-2 text-center">{sum(holes, 'par')}</td>
      <td className="px-2 py-2 text-center">-</td>
      {TEES.map((tee) => (
        <td key={tee.key} className="px-2 py-2 text-right tabular-nums">{formatNumber(sum(holes, tee.key))}</td>
      ))}
    </tr>
  );

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

        {holelist.length === 0 ? (
          <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('noHoles')}</p>
        ) : (
          <>
            <section aria-labelledby="scorecard">
              <h2 id="scorecard" className="text-xl font-bold">{t('scorecard')}</h2>
              <ScrollRegion label={t('scorecardCaption')} className="mt-4">
                <table className="w-full min-w-[36rem] text-sm">
                  <caption className="sr-only">{t('scorecardCaption')}</caption>
                  <thead className="border-y-2 border-gray-800">
                    <tr>
                      <th scope="col" className="px-2 py-2 text-left">{t('column.hole')}</th>
                      <th scope="col" className="px-2 py-2 text-center">{t('column.par')}</th>
                      <th scope="col" className="px-2 py-2 text-center">{t('column.index')}</th>
                      {TEES.map((tee) => (
                        <th key={tee.key} scope="col" className="px-2 py-2 text-right">
                          <span className="inline-flex items-center gap-1.5">
                            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${tee.swatch}`} />
                            {tees(String(tee.colour))}
                          </span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {front.map((hole) => (
                      <HoleRow key={hole.holeno} hole={hole} />
                    ))}
                    {front.length > 0 && totalsRow(t('column.out'), front)}
                    {back.map((hole) => (
                      <HoleRow key={hole.holeno} hole={hole} />
                    ))}
                    {back.length > 0 && totalsRow(t('column.in'), back)}
                    {totalsRow(t('column.total'), holelist)}
                  </tbody>
                </table>
              </ScrollRegion>
            </section>

            <section aria-labelledby="hole-drawings">
              <h2 id="hole-drawings" className="text-xl font-bold">{t('holesHeading')}</h2>
              <ul className="mt-3 flex flex-wrap gap-4 text-sm text-gray-700">
                {(['fairway', 'green', 'bunker', 'water', 'trees'] as const).map((kind) => (
                  <li key={kind} className="flex items-center gap-1.5">
                    <svg aria-hidden="true" viewBox="0 0 10 10" className="h-3 w-3">
                      <circle cx="5" cy="5" r="5" fill={holeColours[kind]} />
                    </svg>
                    {t(`legend.${kind}`)}
                  </li>
                ))}
              </ul>
              <ol className="mt-4 grid grid-cols-3 gap-4 sm:grid-cols-6 lg:grid-cols-9">
                {holelist.map((hole) => (
                  <li key={hole.holeno} className="rounded-lg border border-gray-200 p-2">
                    <p className="flex justify-between text-xs font-semibold">
                      <span>{t('hole', { number: hole.holeno })}</span>
                      <span className="text-gray-600">{t('par', { par: hole.par })}</span>
                    </p>
                    <HoleDrawing hole={hole} label={holeLabel(hole)} />
                    <p className="text-center text-xs tabular-nums text-gray-600">{t('length', { metres: hole.distancewhite })}</p>
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
        <div className="text-center">
          <Link href="/golfcourse/courselist" className="inline-block rounded-full border border-gray-300 px-6 py-2.5 font-semibold hover:bg-gray-50">
            {t('backToList')}
          </Link>
        </div>
      </div>
    </>
  );
}

function HoleRow({ hole }: { hole: CourseHole }) {
  return (
    <tr>
      <th scope="row" className="px-2 py-2 text-left font-semibold">{hole.holeno}</th>
      <td className="px-2 py-2 text-center">{hole.par}</td>
      <td className="px-2 py-2 text-center text-gray-600">{hole.strokeindex}</td>
      {TEES.map((tee) => (
        <td key={tee.key} className="px-2 py-2 text-right tabular-nums">{formatNumber(hole[tee.key])}</td>
      ))}
    </tr>
  );
}
