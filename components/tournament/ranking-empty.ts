import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';

/**
 * Why a ranking page has no rows, as the message key to show: cancelled, not played yet (also a
 * tournament under way that nobody has a result in), or simply nothing matches.
 */
export function rankingEmptyReason(tourstatus: string, total: number): 'cancelled' | 'beforePlay' | 'empty' {
  if (tourstatus === TOURNAMENT_STATUS.cancelled) return 'cancelled';
  if (tourstatus === TOURNAMENT_STATUS.ready || (total === 0 && tourstatus === TOURNAMENT_STATUS.playing)) return 'beforePlay';
  return 'empty';
}
