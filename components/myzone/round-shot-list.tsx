import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/shared/format';
import type { MyRoundDetail } from '@/lib/upstream/operations/records';

/** A round shot by shot, hole by hole (club, carry or putt length, distance left to the pin), when the bay sent shots. */
export async function RoundShotList({ shotlist }: { shotlist: MyRoundDetail['shotlist'] }) {
  const [t, e] = await Promise.all([getTranslations('records.round'), getTranslations('enums')]);
  return (
    <section aria-labelledby="shot-by-shot" className="mt-8">
      <h2 id="shot-by-shot" className="mb-3 text-xl font-bold">{t('shotByShot')}</h2>
      {shotlist ? (
        <ol className="space-y-2 text-sm">
          {shotlist.map(({ hole, shots }) => (
            <li key={hole} className="rounded-lg border border-gray-200 p-3">
              <span className="font-bold">{t('holeLabel', { hole })}</span>{' '}
              {shots.length
                ? shots
                    .map((shot) =>
                      [
                        e.has(`clubType.${shot.club}`) ? e(`clubType.${shot.club}` as 'clubType.1') : '–',
                        shot.puttdistance !== null ? t('puttOf', { value: formatNumber(shot.puttdistance) }) : shot.carry !== null ? t('carryOf', { value: formatNumber(Math.round(shot.carry)) }) : null,
                        shot.topin !== null ? t('toPin', { value: formatNumber(Math.round(shot.topin * 10) / 10) }) : null,
                      ]
                        .filter(Boolean)
                        .join(' '),
                    )
                    .join(' → ')
                : t('noShots')}
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">{t('noShotData')}</p>
      )}
    </section>
  );
}
