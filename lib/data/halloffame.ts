import 'server-only';
import { readSession } from '@/lib/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';

export async function getPointLeaderboard(input: InputOf<'pointLeaderboard'>) {
  return callUpstream('pointLeaderboard', input, { token: (await readSession())?.token });
}

export async function getHallOfFameStats() {
  return callUpstream('stats', { lang: 'en' });
}
