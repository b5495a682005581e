import 'server-only';
import { readSession } from '@/lib/auth/session';
import { callUpstream } from '@/lib/upstream/client';

/** The member-info popup's data (spec §1, §7 /common/playerinfo). */
export async function getPlayerInfo(player: number, type: 'all' | 'tournament' = 'all') {
  return callUpstream('playerInfo', { player, type }, { token: (await readSession())?.token });
}
