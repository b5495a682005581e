import { getTranslations } from 'next-intl/server';
import { PlayerButton } from '@/components/halloffame/player-button';
import { Link } from '@/lib/portal/i18n/link';
import { timeZone } from '@/lib/portal/i18n/zone';
import { TOURNAMENT_CLASS } from '@/lib/shared/domain/enums';
import { formatDate, formatNumber } from '@/lib/shared/format';
import type { Champion } from '@/lib/upstream/operations/halloffame';

/** The champions of the latest completed tournaments, one card each: majors marked, the winner and the winning score. */
export async function FameChampions({ champions }: { champions: Champion[] }) {
  const t = await getTranslations('halloffame.index');
  if (!champions.length) return <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('championsEmpty')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="hof-champions">
      {champions.map((champion) => (
        <li key={champion.tournamentno} className="rounded-xl border border-gray-200 flex flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2 text-xs text-gray-700">
            {champion.tourclass === TOURNAMENT_CLASS.major && <span className="rounded bg-accent-400 px-2 py-0.5 font-bold text-brand-900">{t('major')}</span>}
            <time dateTime={champion.enddate}>{formatDate(champion.enddate, timeZone)}</time>
            <span>· {champion.shopname ?? t('networkWide')}</span>
          </div>
          <Link href={`/tournament/tournamentscheduleview/${champion.tournamentno}`} className="font-bold text-brand-800 underline-offset-2 hover:underline">
            {champion.tournamentname}
          </Link>
          <p className="mt-auto flex flex-wrap items-baseline justify-between gap-2">
            <span className="min-w-0 break-words font-semibold">
              <span className="sr-only">{t('champion')}: </span>
              <PlayerButton playerPk={champion.player_pk} nickname={champion.nickname} />
              {champion.countrycode && <span className="ml-2 text-xs text-gray-600">{champion.countrycode}</span>}
            </span>
            <span className="font-bold tabular-nums">{t(`score.${champion.scoretype}`, { score: formatNumber(champion.score) })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
