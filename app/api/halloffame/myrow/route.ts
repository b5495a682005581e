import { routeEnvelope } from '@/lib/actions/route-envelope';
import { getMyLeaderboardRow } from '@/lib/data/halloffame';
import { readQuery } from '@/lib/search-params';

/**
 * "Your place" in the season standings, for the leaderboard's SWR island: the member's own row on the
 * season, kind and country asked (read with the leaderboard's own schema), or null. Private and never
 * stored, which is why the cached leaderboard itself does not read the session.
 */
export async function GET(request: Request) {
  const { season, kind, country } = readQuery('pointLeaderboard', Object.fromEntries(new URL(request.url).searchParams));
  return routeEnvelope('api/halloffame/myrow', () => getMyLeaderboardRow({ season, kind, country }));
}
