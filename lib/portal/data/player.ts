import 'server-only';
import { readSession } from '@/lib/portal/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import type { Locale } from '@/lib/shared/domain/locale';

/** The member-info popup's data (spec §1, §7 /common/playerinfo). */
export async function getPlayerInfo(player: number, type: 'all' | 'tournament' = 'all', lang: Locale = 'en') {
  // The favourite venue's name in the page's language (one name per venue, issue 26 item 15).
  return callUpstream('playerInfo', { lang, player, type }, { token: (await readSession())?.token });
}
