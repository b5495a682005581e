import { getTranslations } from 'next-intl/server';
import { PlayerButton } from '@/components/halloffame/player-button';
import { Link } from '@/lib/portal/i18n/link';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDate, formatToPar } from '@/lib/shared/format';
import type { RecordRound } from '@/lib/upstream/operations/halloffame';

/** The best 18-hole tournament rounds: the player, the score to par and in strokes, the tournament and when. */
export async function FameRecords({ records }: { records: RecordRound[] }) {
  const t = await getTranslations('halloffame.index');
  if (!records.length) return <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('recordsEmpty')}</p>;
  return (
    <ol className="rounded-xl border border-gray-200 divide-y divide-gray-100" data-testid="hof-records">
      {records.map((record, index) => (
        <li key={`${record.tournamentno}-${record.player_pk}-${index}`} className="px-4 py-3">
          <p className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words font-semibold">
              <PlayerButton playerPk={record.player_pk} nickname={record.nickname} />
            </span>
            <span className="shrink-0 font-bold tabular-nums">
              {formatToPar(record.to_par)} <span className="text-sm font-normal text-gray-700">({t('strokes', { strokes: record.gross })})</span>
            </span>
          </p>
          <p className="mt-1 text-sm text-gray-700">
            <Link href={`/tournament/tournamentscheduleview/${record.tournamentno}`} className="underline-offset-2 hover:underline">
              {record.tournamentname}
            </Link>{' '}
            · <time dateTime={record.enddate}>{formatDate(record.enddate, timeZone)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
