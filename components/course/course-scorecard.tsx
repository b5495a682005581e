import { getTranslations } from 'next-intl/server';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatNumber } from '@/lib/shared/format';
import type { CourseHole } from '@/lib/upstream/operations/course';

const TEES = [
  { key: 'distanceblue', colour: 1, swatch: 'bg-blue-600' },
  { key: 'distancewhite', colour: 2, swatch: 'bg-white border border-gray-400' },
  { key: 'distancered', colour: 3, swatch: 'bg-red-600' },
  { key: 'distanceyellow', colour: 4, swatch: 'bg-yellow-400' },
] as const;

const sum = (holes: CourseHole[], key: keyof CourseHole) => holes.reduce((total, hole) => total + Number(hole[key]), 0);

/** A course's scorecard: each hole's par, index and length from every tee, with the out, in and total rows. */
export async function CourseScorecard({ holes }: { holes: CourseHole[] }) {
  const [t, tees] = await Promise.all([getTranslations('course'), getTranslations('enums.teeColour')]);
  const front = holes.filter((h) => h.holeno <= 9);
  const back = holes.filter((h) => h.holeno > 9);
  return (
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
            {front.length > 0 && <TotalsRow label={t('column.out')} holes={front} />}
            {back.map((hole) => (
              <HoleRow key={hole.holeno} hole={hole} />
            ))}
            {back.length > 0 && <TotalsRow label={t('column.in')} holes={back} />}
            <TotalsRow label={t('column.total')} holes={holes} />
          </tbody>
        </table>
      </ScrollRegion>
    </section>
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

function TotalsRow({ label, holes }: { label: string; holes: CourseHole[] }) {
  return (
    <tr className="bg-gray-50 font-semibold">
      <th scope="row" className="px-2 py-2 text-left">{label}</th>
      <td className="px-2 py-2 text-center">{sum(holes, 'par')}</td>
      <td className="px-2 py-2 text-center">-</td>
      {TEES.map((tee) => (
        <td key={tee.key} className="px-2 py-2 text-right tabular-nums">{formatNumber(sum(holes, tee.key))}</td>
      ))}
    </tr>
  );
}
