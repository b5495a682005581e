import { getTranslations } from 'next-intl/server';
import { fieldStrengthFactor, MAJOR_TOUR_CLASS, OOM_LARGE_FIELD, OOM_SMALL_FIELD, orderOfMeritPoints } from '@/lib/shared/domain/points';

const th = 'px-4 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-600';

/** How the order of merit weighs a result by the size of the field, with a winner's points as the example. */
export async function OrderOfMerit() {
  const t = await getTranslations('halloffame.pointinfo');
  const fields: number[] = [];
  for (let field = OOM_SMALL_FIELD; field <= OOM_LARGE_FIELD; field *= 2) fields.push(field);
  return (
    <section aria-labelledby="oom">
      <h2 id="oom" className="text-2xl font-bold">
        {t('oomTitle')}
      </h2>
      <p className="mt-2 leading-relaxed text-gray-800">{t('oomBody', { small: OOM_SMALL_FIELD, large: OOM_LARGE_FIELD })}</p>
      <table className="mt-4 w-full divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm">
        <caption className="sr-only">{t('oomCaption')}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('entrants')}</th>
            <th scope="col" className={`${th} text-right`}>{t('factor')}</th>
            <th scope="col" className={`${th} text-right`}>{t('example')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row" className="px-4 py-2 text-left font-semibold tabular-nums">
                {field === OOM_SMALL_FIELD ? `≤ ${field}` : field === OOM_LARGE_FIELD ? `≥ ${field}` : field}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">×{fieldStrengthFactor(field).toFixed(2)}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {orderOfMeritPoints(1, field, 1)} / {orderOfMeritPoints(1, field, MAJOR_TOUR_CLASS)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
