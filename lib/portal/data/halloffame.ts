import 'server-only';
import { readShared } from './read';
import type { InputOf } from '@/lib/upstream/operations';

/**
 * A page of the season standings: the same for everyone (never read with the member's token, so the
 * cached leaderboard carries nothing of the visitor). Results come from tournaments, each row names
 * the player: both tags expire it.
 */
export function getPointLeaderboard(input: InputOf<'pointLeaderboard'>) {
  return readShared('pointLeaderboard', input);
}

export function getHallOfFameStats() {
  return readShared('hallOfFameStats', { lang: 'en' });
}

/** The hall of fame's own page: champions, record rounds, most titles and the season's leaders. */
export function getHallOfFame(lang: InputOf<'hallOfFame'>['lang']) {
  return readShared('hallOfFame', { lang });
}
