import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntryTabs } from '@/components/myzone/entry-parts';
import { MyzoneHeading, toParLabel } from '@/components/myzone/myzone-heading';
import { Scorecard } from '@/components/myzone/scorecard';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myscorecard/[id]'>) {
  const { locale, id } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/myscorecard/${id}`, 'tournamentScorecard');
}

/** The scorecard of the member's counted attempt in a tournament (New Peria's hidden holes marked once revealed). */
export default async function MyScorecardPage({ params }: PageProps<'/[locale]/membership/myrecords/myscorecard/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const tournamentno = readId(id);
  if (tournamentno === null) notFound();
  const { data } = await loadMine('myScorecard', { tournamentno, lang: locale }, { locale, returnPath: `/membership/myrecords/myscorecard/${tournamentno}` });
  const t = await getTranslations('records.tournamentScorecard');
  const back = { href: '/membership/myrecords/mytournaments', label: t('back') };
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const { entry, holelist, hiddenholes } = data.scorecard;
  return (
    <>
      <MyzoneHeading title={entry.tournamentname} back={back} description={entry.gross === null ? t('description') : t('result', { gross: entry.gross, toPar: toParLabel(entry.topar ?? 0), net: entry.net ?? '–' })} />
      <EntryTabs tournamentno={entry.tournamentno} current="scorecard" />
      {holelist.length ? (
        <>
          <Scorecard holes={holelist} hidden={hiddenholes} caption={entry.coursename} />
          {hiddenholes && <p className="mt-3 text-sm text-gray-700">{t('hiddenHoles', { holes: hiddenholes.join(', ') })}</p>}
          {entry.roundno !== null && (
            <Link href={`/membership/myrecords/myroundsview/${entry.roundno}`} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
              {t('roundDetail')}
            </Link>
          )}
        </>
      ) : (
        <EmptyState title={t('notPlayed')}>{t('notPlayedHint')}</EmptyState>
      )}
    </>
  );
}
