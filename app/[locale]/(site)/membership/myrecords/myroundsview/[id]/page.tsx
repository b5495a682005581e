import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyzoneHeading, Stat, toParLabel } from '@/components/myzone/myzone-heading';
import { Scorecard } from '@/components/myzone/scorecard';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { formatDateTime, formatNumber } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myroundsview/[id]'>) {
  const { locale, id } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/myroundsview/${id}`, 'round');
}

const handicapLabel = (value: number | null, none: string) => (value === null ? none : value.toFixed(1));

/** One round: the hole-by-hole scorecard, its shot statistics and what it did to the X-Handicap. */
export default async function MyRoundViewPage({ params }: PageProps<'/[locale]/membership/myrecords/myroundsview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const roundno = readId(id);
  if (roundno === null) notFound();
  const path = `/membership/myrecords/myroundsview/${roundno}`;
  const { data, zone } = await loadMine('myRoundView', { roundno, lang: locale }, { locale, returnPath: path });
  const [t, e] = await Promise.all([getTranslations('records.round'), getTranslations('enums')]);
  const back = { href: '/membership/myrecords/myrounds', label: t('back') };
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const { round } = data;
  const { stats, handicap } = round;
  const change = handicap.before !== null && handicap.after !== null ? Math.round((handicap.after - handicap.before) * 10) / 10 : null;
  const percent = (value: number | null) => (value === null ? '–' : `${formatNumber(value)}%`);
  const metres = (value: number | null) => (value === null ? '–' : t('metres', { value: formatNumber(Math.round(value * 10) / 10) }));

  return (
    <>
      <MyzoneHeading title={round.coursename} back={back} description={t('subtitle', { date: formatDateTime(round.playeddate, zone), venue: round.shopname ?? t('unknownVenue'), holes: round.holes })}>
        <p className="mt-2 text-sm text-gray-600">
          {t('tee', { tee: e.has(`teeColour.${round.teecolour}`) ? e(`teeColour.${round.teecolour}` as 'teeColour.1') : e('teeColour.none') })}
          {round.tournamentno !== null && (
            <>
              {' · '}
              <Link href={`/membership/myrecords/mytournamentsview/${round.tournamentno}`} className="font-semibold text-brand-700 hover:underline">
                {t('tournamentRound')}
              </Link>
            </>
          )}
        </p>
      </MyzoneHeading>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t('score')} value={round.totalstrokes} hint={t('toPar', { toPar: toParLabel(round.totalstrokes - round.totalpar), par: round.totalpar })} testId="round-score" />
        <Stat label={t('putts')} value={round.totalputts} hint={t('puttsPerHole', { value: stats.puttsperhole })} />
        <Stat label={t('fairways')} value={percent(stats.fairwayrate)} hint={t('ofChances', { hits: round.fairwayhits, chances: round.fairwaychances })} />
        <Stat label={t('gir')} value={percent(stats.girrate)} hint={t('ofHoles', { hits: round.gircount, holes: round.holes })} />
      </dl>

      <section aria-labelledby="scorecard-title" className="mt-8">
        <h2 id="scorecard-title" className="mb-3 text-xl font-bold">{t('scorecard')}</h2>
        <Scorecard holes={round.holelist} caption={round.coursename} />
      </section>

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

      <section aria-labelledby="shot-by-shot" className="mt-8">
        <h2 id="shot-by-shot" className="mb-3 text-xl font-bold">{t('shotByShot')}</h2>
        {round.shotlist ? (
          <ol className="space-y-2 text-sm">
            {round.shotlist.map(({ hole, shots }) => (
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

      <section aria-labelledby="handicap-title" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5" data-testid="round-handicap">
        <h2 id="handicap-title" className="text-xl font-bold">{t('handicapTitle')}</h2>
        <p className="mt-2 text-lg">
          {t('handicapChange', { before: handicapLabel(handicap.before, t('noHandicap')), after: handicapLabel(handicap.after, t('noHandicap')) })}{' '}
          {change !== null && <strong className={change < 0 ? 'text-brand-800' : change > 0 ? 'text-red-700' : ''}>({change > 0 ? `+${change.toFixed(1)}` : change.toFixed(1)})</strong>}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          {handicap.nines.length
            ? t('handicapNines', { nines: handicap.nines.map((n) => t('nine', { from: n.fromhole, to: n.tohole, toPar: toParLabel(n.strokes - n.par) })).join(', ') })
            : t('handicapNoNine')}
        </p>
        <Link href="/membership/mysummary#handicap" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t('handicapHow')}
        </Link>
      </section>
    </>
  );
}
