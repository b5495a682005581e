import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyzoneHeading, Stat, toParLabel } from '@/components/myzone/myzone-heading';
import { RoundHandicap } from '@/components/myzone/round-handicap';
import { RoundShotList } from '@/components/myzone/round-shot-list';
import { RoundShots } from '@/components/myzone/round-shots';
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
  const { stats } = round;
  const percent = (value: number | null) => (value === null ? '–' : `${formatNumber(value)}%`);

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

      <RoundShots round={round} />
      <RoundShotList shotlist={round.shotlist} />
      <RoundHandicap handicap={round.handicap} />
    </>
  );
}
