import 'server-only';
import { cache } from 'react';
import { readSession } from '@/lib/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { InputOf } from '@/lib/upstream/operations';
import { readId, type Lang } from '@/lib/upstream/operations/fields';

/** The member's token when logged in: tournament calls send it (spec §6) so answers can include the member's own row. */
async function token() {
  return (await readSession())?.token;
}

export async function getTournamentList(input: InputOf<'tournamentList'>) {
  return callUpstream('tournamentList', input, { token: await token() });
}

/** Cached per request: the tournament pages' metadata and body both read it. */
export const getTournamentCondition = cache(async (tournamentno: number, lang: Lang) => {
  return (await callUpstream('tournamentCondition', { tournamentno, lang })).tournamentcondition;
});

export async function getTournamentRanking(input: InputOf<'tournamentRanking'>) {
  return callUpstream('tournamentRanking', input, { token: await token() });
}

export async function getPlayerTournaments(input: InputOf<'tournamentMember'>) {
  return callUpstream('tournamentMember', input);
}

export async function joinTournament(tournamentno: number) {
  return callUpstream('tournamentJoin', { tournamentno }, { token: await token() });
}

/** A tournament by the id in a URL; null when the id is malformed or unknown (the page answers 404). */
export async function findTournament(id: string, lang: Lang) {
  const tournamentno = readId(id);
  if (tournamentno === null) return null;
  try {
    return await getTournamentCondition(tournamentno, lang);
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return null;
    throw error;
  }
}
