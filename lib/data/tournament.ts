import 'server-only';
import { cache } from 'react';
import { readSession } from '@/lib/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { InputOf } from '@/lib/upstream/operations';
import type { Lang } from '@/lib/upstream/operations/fields';

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

export async function getPlayerTournaments(playerno: number, lang: Lang, pageno: number, pagesize: number) {
  return callUpstream('tournamentMember', { playerno, lang, pageno, pagesize });
}

export async function joinTournament(tournamentno: number) {
  return callUpstream('tournamentJoin', { tournamentno }, { token: await token() });
}

/** A tournament by the id in a URL; null when the id is malformed or unknown (the page answers 404). */
export async function findTournament(id: string, lang: Lang) {
  const tournamentno = Number(id);
  if (!/^\d{1,9}$/.test(id) || tournamentno < 1) return null;
  try {
    return await getTournamentCondition(tournamentno, lang);
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return null;
    throw error;
  }
}
