import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntryStatus, EntryTabs, officialPlaces } from '@/components/myzone/entry-parts';
import { MyzoneHeading, Stat, toParLabel } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { formatDateTime, formatNumber } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/mytournamentsview/[id]'>) {
  const { locale, id } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/mytournamentsview/${id}`, 'entry');
}

/** One of the member's tournaments: the tournament, their result and places, and where to go next. */
export default async function MyTournamentViewPage({ params }: PageProps<'/[locale]/membership/myrecords/mytournamentsview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const tournamentno = readId(id);
  if (tournamentno === null) notFound();
  const { data, zone } = await loadMine('myTournamentEntry', { tournamentno, lang: locale }, { locale, returnPath: `/membership/myrecords/mytournamentsview/${tournamentno}` });
  const [t, e] = await Promise.all([getTranslations('records.entry'), getTranslations('enums')]);
  const back = { href: '/membership/myrecords/mytournaments', label: t('back') };
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const { entry } = data;
  const places = officialPlaces(entry);

  return (
    <>
      <MyzoneHeading title={entry.tournamentname} back={back} description={`${entry.coursename}${entry.shopname ? ` · ${entry.shopname}` : ''}`}>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <EntryStatus entry={entry} />
          <span className="tabular-nums text-gray-700">
            {formatDateTime(entry.startdate, zone)} – {formatDateTime(entry.enddate, zone)}
          </span>
          <Link href={`/tournament/tournamentscheduleview/${entry.tournamentno}`} className="font-semibold text-brand-700 hover:underline">
            {t('publicPage')}
          </Link>
        </div>
      </MyzoneHeading>
      <EntryTabs tournamentno={entry.tournamentno} current="view" />

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t('gross')} value={entry.gross ?? '–'} hint={entry.gross === null ? t('notPlayed') : t('toPar', { toPar: toParLabel(entry.topar ?? 0), par: entry.coursepar })} />
        <Stat label={t('net')} value={entry.net === null ? '–' : formatNumber(entry.net)} hint={entry.handicap === null ? undefined : t('handicap', { handicap: entry.handicap.toFixed(1) })} />
        <Stat label={t('place')} value={places.gross ?? places.net ?? '–'} hint={t('places', { gross: entry.rank_gross ?? '–', net: entry.rank_net ?? '–', peria: entry.rank_peria ?? '–', entrants: entry.entrantcnt })} />
        <Stat label={t('points')} value={entry.points ?? '–'} hint={t('season', { season: entry.season })} />
      </dl>

      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl border border-gray-200 p-4 text-sm sm:grid-cols-2">
        {(
          [
            ['type', e(`tournamentType.${entry.tourtype}` as 'tournamentType.1')],
            ['class', e(`tournamentClass.${entry.tourclass}` as 'tournamentClass.1')],
            ['rankType', e(`rankType.${entry.tour_rank_type}` as 'rankType.0')],
            ['format', e(`playFormat.${entry.playformat}` as 'playFormat.1')],
            ['holes', String(entry.holes)],
            ['attempts', t('attemptsValue', { used: entry.attempts, allowed: entry.attemptsallowed })],
            ['entered', formatDateTime(entry.entereddate, zone)],
            ['prize', entry.prize ?? '–'],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex justify-between gap-4 border-b border-gray-100 py-1">
            <dt className="text-gray-600">{t(`facts.${key}`)}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
