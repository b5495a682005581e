import { getTranslations } from 'next-intl/server';
import { MemberInfoButton } from '@/components/member-info/member-info-button';
import type { ScoreType } from '@/lib/domain/enums';
import type { TournamentRankRow } from '@/lib/upstream/operations/tournament';

const tenth = (value: number | null) => (value == null ? '-' : value.toFixed(1));
const toPar = (value: number) => (value === 0 ? 'E' : value > 0 ? `+${value}` : `−${Math.abs(value)}`);

/**
 * One page of a ranking. The columns follow the score type: gross for stroke, the member's
 * handicap and net for net score, the New Peria handicap and net for new peria.
 */
export async function RankingTable({ rows, scoretype, caption, mine, genderFiltered }: { rows: TournamentRankRow[]; scoretype: ScoreType; caption: string; mine?: number; genderFiltered: boolean }) {
  const t = await getTranslations('tournament.ranking');
  const th = 'px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
  const num = 'px-3 py-3 text-right tabular-nums';
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('columns.rank')}</th>
            <th scope="col" className={th}>{t('columns.player')}</th>
            <th scope="col" className={th}>{t('columns.country')}</th>
            <th scope="col" className={`${th} hidden md:table-cell`}>{t('columns.store')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.gross')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.toPar')}</th>
            {scoretype === 'net' && (
              <>
                <th scope="col" className={`${th} text-right`}>{t('columns.handicap')}</th>
                <th scope="col" className={`${th} text-right`}>{t('columns.net')}</th>
              </>
            )}
            {scoretype === 'peria' && (
              <>
                <th scope="col" className={`${th} text-right`}>{t('columns.periaHandicap')}</th>
                <th scope="col" className={`${th} text-right`}>{t('columns.periaNet')}</th>
              </>
            )}
            <th scope="col" className={`${th} text-right`}>{t('columns.points')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map((row) => {
            const own = row.player_pk === mine;
            return (
              <tr key={row.player_pk} className={own ? 'bg-accent-400/20' : undefined} aria-current={own ? 'true' : undefined}>
                <td className="px-3 py-3 font-extrabold tabular-nums">
                  {row.rank}
                  {genderFiltered && <span className="ml-1 text-xs font-normal text-gray-600">({t('overall', { rank: row.overallrank })})</span>}
                </td>
                <th scope="row" className="px-3 py-3 text-left">
                  <MemberInfoButton playerPk={row.player_pk} nickname={row.nickname} label={t('openPlayer', { nickname: row.nickname })} />
                </th>
                <td className="px-3 py-3">{row.countrycode ?? '-'}</td>
                <td className="hidden px-3 py-3 md:table-cell">{row.shopname ?? '-'}</td>
                <td className={num}>{row.gross}</td>
                <td className={num}>{toPar(row.topar)}</td>
                {scoretype === 'net' && (
                  <>
                    <td className={num}>{tenth(row.handicap)}</td>
                    <td className={`${num} font-bold`}>{tenth(row.net)}</td>
                  </>
                )}
                {scoretype === 'peria' && (
                  <>
                    <td className={num}>{tenth(row.periahandicap)}</td>
                    <td className={`${num} font-bold`}>{tenth(row.perianet)}</td>
                  </>
                )}
                <td className={num}>{row.points ?? '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
