import 'server-only';
import { unstable_cache } from 'next/cache';
import { readSession } from '@/lib/auth/session';
import { cacheTags } from '@/lib/cache/tags';
import { callUpstream } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';

/** How long standings and stats are kept at most; results and profile changes made here expire them at once. */
const hallOfFameRevalidate = 300;

/**
 * A page of the season standings: the same for everyone (never read with the member's token, so the
 * cached leaderboard carries nothing of the visitor). Results come from tournaments, each row names
 * the player: both tags expire it.
 */
export async function getPointLeaderboard(input: InputOf<'pointLeaderboard'>) {
  return unstable_cache((query: typeof input) => callUpstream('pointLeaderboard', query), ['point-leaderboard'], {
    revalidate: hallOfFameRevalidate,
    tags: [cacheTags.tournaments, cacheTags.players],
  })(input);
}

/**
 * The member's own row in the standings asked ("your place", an SWR island): null for a visitor or a
 * member without points that season. Asked with the member's token every time, never cached.
 */
export async function getMyLeaderboardRow(input: Pick<InputOf<'pointLeaderboard'>, 'season' | 'kind' | 'country'>) {
  const session = await readSession();
  if (!session?.token) return { member: false, playerPk: null, myrow: null };
  const board = await callUpstream('pointLeaderboard', { ...input, pageno: 1, pagesize: 1 }, { token: session.token });
  return { member: true, playerPk: session.pk, myrow: board.myrow ?? null };
}

export async function getHallOfFameStats() {
  return unstable_cache(() => callUpstream('stats', { lang: 'en' }), ['hall-of-fame-stats'], {
    revalidate: hallOfFameRevalidate,
    tags: [cacheTags.tournaments, cacheTags.players],
  })();
}
