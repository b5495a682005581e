import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HallOfFameHeader } from '@/components/halloffame/halloffame-header';
import { ACCURACY_GIR, LONG_DRIVE_METRES, ROOKIE_TOURNAMENTS, SHOOTER_LONG_PUTTS, SHOOTER_PUTT_METRES } from '@/lib/shared/domain/badges';
import { badgeKind } from '@/lib/shared/domain/enums';
import {
  fieldStrengthFactor,
  MAJOR_TOUR_CLASS,
  OOM_LARGE_FIELD,
  OOM_SMALL_FIELD,
  orderOfMeritPoints,
  pointsTable,
  STANDARD_MINIMUM_POINTS,
  STANDARD_POINTS,
  standardPoints,
} from '@/lib/shared/domain/points';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';

const PATH = '/halloffame/pointinfo';

// Cached (ISR, lib/portal/cache/cached-pages.ts): texts and tables from lib/shared/domain's constants, the same for
// everyone; rendered on its first request, as the legal texts are, for APP_URL's canonical links.
export const revalidate = 3600;

export function generateStaticParams(): { locale: Locale }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/halloffame/pointinfo'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'halloffame.pointinfo' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') });
}

/** The numbers in these texts and tables are the constants lib/shared/domain scores with, never copies. */
export default async function PointInfoPage({ params }: PageProps<'/[locale]/halloffame/pointinfo'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, e] = await Promise.all([getTranslations('halloffame.pointinfo'), getTranslations('enums')]);
  const regular = pointsTable(1);
  const major = pointsTable(MAJOR_TOUR_CLASS);
  const fields: number[] = [];
  for (let field = OOM_SMALL_FIELD; field <= OOM_LARGE_FIELD; field *= 2) fields.push(field);
  const th = 'px-4 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
  const badgeValues = {
    longDrive: { metres: LONG_DRIVE_METRES },
    accuracy: { gir: ACCURACY_GIR },
    tourRookie: { count: ROOKIE_TOURNAMENTS },
    shooter: { count: SHOOTER_LONG_PUTTS, metres: SHOOTER_PUTT_METRES },
    glory: {},
  } as const;

  return (
    <>
      <HallOfFameHeader current="pointinfo" description={t('description')} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-2">
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

        <div className="space-y-12">
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

          <section aria-labelledby="badges">
            <h2 id="badges" className="text-2xl font-bold">
              {t('badgesTitle')}
            </h2>
            <p className="mt-2 text-gray-800">{t('badgesBody')}</p>
            <dl className="mt-4 space-y-3">
              {badgeKind.map((badge) => (
                <div key={badge} className="rounded-xl border border-gray-200 p-4">
                  <dt className="font-bold text-brand-800">{e(`badge.${badge}`)}</dt>
                  <dd className="mt-1 text-sm text-gray-800">{t(`badges.${badge}`, badgeValues[badge])}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}
