import { getTranslations } from 'next-intl/server';
import { MAJOR_TOUR_CLASS, pointsTable, STANDARD_MINIMUM_POINTS, STANDARD_POINTS, standardPoints } from '@/lib/shared/domain/points';

const th = 'px-4 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-600';

/** The standard points by place, regular and major, from the constants lib/shared/domain scores with. */
export async function StandardPoints() {
  const t = await getTranslations('halloffame.pointinfo');
  const regular = pointsTable(1);
  const major = pointsTable(MAJOR_TOUR_CLASS);
  return (
    <section aria-labelledby="standard">
      <h2 id="standard" className="text-2xl font-bold">
        {t('standardTitle')}
      </h2>
      <p className="mt-2 leading-relaxed text-gray-800">
        {t('standardBody', {
          winner: STANDARD_POINTS[0],
          minimum: STANDARD_MINIMUM_POINTS,
          lastPlace: STANDARD_POINTS.length,
          majorWinner: standardPoints(1, MAJOR_TOUR_CLASS),
        })}
      </p>
      <table className="mt-4 w-full divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('place')}</th>
            <th scope="col" className={`${th} text-right`}>{t('regular')}</th>
            <th scope="col" className={`${th} text-right`}>{t('major')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {regular.map((row, i) => (
            <tr key={row.place}>
              <th scope="row" className="px-4 py-2 text-left font-semibold">
                {i === regular.length - 1 ? t('placeFrom', { place: row.place }) : row.place}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{row.points}</td>
              <td className="px-4 py-2 text-right font-bold tabular-nums">{major[i].points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
