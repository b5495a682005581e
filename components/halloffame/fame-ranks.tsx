import { PlayerButton } from '@/components/halloffame/player-button';

/** A ranked board of players with one figure each (the season's points, the titles won). */
export function FameRanks({ testId, rows, empty }: { testId: string; rows: { rank: number; player_pk: number; nickname: string; figure: string }[]; empty: string }) {
  if (!rows.length) return <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{empty}</p>;
  return (
    <ol className="rounded-xl border border-gray-200 divide-y divide-gray-100" data-testid={testId}>
      {rows.map((row, index) => (
        <li key={row.player_pk || `withdrawn-${index}`} className="flex items-center gap-3 px-4 py-3">
          <span className="w-6 shrink-0 text-lg font-extrabold tabular-nums text-brand-700">{row.rank}</span>
          <span className="min-w-0 flex-1 break-words font-semibold">
            <PlayerButton playerPk={row.player_pk} nickname={row.nickname} />
          </span>
          <span className="shrink-0 font-bold tabular-nums">{row.figure}</span>
        </li>
      ))}
    </ol>
  );
}
