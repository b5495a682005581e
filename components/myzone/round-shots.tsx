import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/shared/format';
import type { MyRoundDetail } from '@/lib/upstream/operations/records';

/** A round's shot statistics: how the holes were scored, driving, par saves and putting. */
export async function RoundShots({ round }: { round: MyRoundDetail }) {
  const t = await getTranslations('records.round');
  const { stats } = round;
  const metres = (value: number | null) => (value === null ? '–' : t('metres', { value: formatNumber(Math.round(value * 10) / 10) }));
  return (
    <section aria-labelledby="shots-title" className="mt-8">
      <h2 id="shots-title" className="mb-3 text-xl font-bold">{t('shots')}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-gray-200 p-4">
          <h3 className="text-sm font-semibold text-gray-700">{t('scoring')}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {(['eagle', 'birdie', 'par', 'bogey', 'double'] as const).map((kind) => (
              <li key={kind} className="flex items-center gap-2">
                <span className="w-32">{t(`scoringKinds.${kind}`)}</span>
                <span className="h-2 rounded bg-brand-600" style={{ width: `${(stats.scoring[kind] / Math.max(1, round.holes)) * 60}%` }} aria-hidden="true" />
                <span className="tabular-nums">{stats.scoring[kind]}</span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-gray-200 p-4 text-sm">
          <dt className="text-gray-600">{t('avgDriver')}</dt>
          <dd className="text-right font-semibold tabular-nums">{metres(stats.avgdriver)}</dd>
          <dt className="text-gray-600">{t('maxDriver')}</dt>
          <dd className="text-right font-semibold tabular-nums">{metres(stats.maxdriver)}</dd>
          <dt className="text-gray-600">{t('driverShots')}</dt>
          <dd className="text-right tabular-nums">{stats.driverdistances.length ? stats.driverdistances.map((d) => formatNumber(Math.round(d))).join(' · ') : '–'}</dd>
          <dt className="text-gray-600">{t('parSaves')}</dt>
          <dd className="text-right font-semibold tabular-nums">{t('ofChances', { hits: stats.parsaves, chances: stats.parsavechances })}</dd>
          <dt className="text-gray-600">{t('avgHoledPutt')}</dt>
          <dd className="text-right font-semibold tabular-nums">{metres(stats.avgholedputt)}</dd>
          <dt className="text-gray-600">{t('longestPutt')}</dt>
          <dd className="text-right font-semibold tabular-nums">{metres(stats.longestputt)}</dd>
          <dt className="text-gray-600">{t('longPutts')}</dt>
          <dd className="text-right font-semibold tabular-nums">{stats.longputtsholed}</dd>
        </dl>
      </div>
    </section>
  );
}
