import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MinigameValue, minigameValueText } from '@/components/event/minigame-value';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { formatDate } from '@/lib/shared/format';
import { readParams } from '@/lib/portal/i18n/params';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/mywinaminigame/[eventno]'>) {
  const { locale, eventno } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/mywinaminigame/${eventno}`, 'eventWinners');
}

/** The winners of a mini-game the member took part in, and where the member finished. */
export default async function MyWinMinigamePage({ params }: PageProps<'/[locale]/membership/myrecords/mywinaminigame/[eventno]'>) {
  const { locale, eventno: segment } = await readParams(params);
  setRequestLocale(locale);
  const eventno = readId(segment);
  if (eventno === null) notFound();
  const { data, zone } = await loadMine('myMinigameWin', { eventno, lang: locale }, { locale, returnPath: `/membership/myrecords/mywinaminigame/${eventno}` });
  const t = await getTranslations('records.eventWinners');
  const back = { href: '/membership/myrecords/myevent', label: t('back') };
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const { minigame, winnerlist, myresult } = data;
  return (
    <>
      <MyzoneHeading title={minigame.eventname} back={back} description={t('description', { count: minigame.winnercount })} />
      <p className={`mb-6 rounded-lg p-4 ${myresult.iswinner ? 'bg-amber-50 font-semibold text-amber-900' : 'bg-gray-50 text-gray-800'}`} data-testid="my-result">
        {/* One sentence: the place and the result it was won with, its unit named ("place 1, with 2 times"). */}
        {t(myresult.iswinner ? 'youWon' : 'yourResult', { rank: myresult.rank, result: await minigameValueText(myresult.value, minigame.valuekind) })}
      </p>
      {winnerlist.length ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {winnerlist.map((winner) => (
            <li key={`${winner.player_pk}-${winner.rank}`} className={`rounded-xl border p-4 ${winner.player_pk === myresult.player_pk ? 'border-amber-400 bg-amber-50' : 'border-gray-200 bg-white'}`}>
              <p className="text-3xl font-extrabold tabular-nums text-brand-700">{winner.rank}</p>
              <p className="font-bold">{winner.nickname}</p>
              <p className="text-sm text-gray-700">
                <MinigameValue value={winner.value} kind={minigame.valuekind} /> · {formatDate(winner.achieveddate, zone)}
              </p>
              {winner.shopname && <p className="text-sm text-gray-600">{winner.shopname}</p>}
              <p className="mt-2 text-sm">
                {t('prize')}: {winner.prize ?? '–'}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState title={t('empty')}>{t('emptyHint')}</EmptyState>
      )}
    </>
  );
}
