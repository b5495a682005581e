import 'server-only';
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { players } from '@/lib/member-api/db/schema';
import { HIDDEN_MEMBER_STATUSES } from '@/lib/shared/domain/member-status';

/**
 * The condition every live standing's query adds (lib/shared/domain/member-status countsInLiveStandings):
 * the player behind `playerPk` is not withdrawn, purged or blocked. A subquery rather than a join,
 * so a query over point_standings keeps its shape (and its index ranges) and only drops those rows.
 */
export function inLiveStandings(playerPk: AnyColumn): SQL {
  return sql`${playerPk} not in (select ${players.playerPk} from ${players} where ${inArray(players.status, [...HIDDEN_MEMBER_STATUSES])})`;
}
