import 'server-only';
import { readSession } from '@/lib/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';
import type { Lang } from '@/lib/upstream/operations/fields';

/** The member's token when logged in: tournament calls send it (spec §6) so answers can include the member's own row. */
async function token() {
  return (await readSession())?.token;
}

export async function getTournamentList(input: InputOf<'tournamentList'>) {
  return callUpstream('tournamentList', input, { token: await token() });
}

export async function getTournamentCondition(tournamentno: number, lang: Lang) {
  return (await callUpstream('tournamentCondition', { tournamentno, lang })).tournamentcondition;
}

export async function getTournamentRanking(input: InputOf<'tournamentRanking'>) {
  return callUpstream('tournamentRanking', input, { token: await token() });
}

export async function getPlayerTournaments(playerno: number, lang: Lang, pageno: number, pagesize: number) {
  return callUpstream('tournamentMember', { playerno, lang, pageno, pagesize });
}

export async function joinTournament(tournamentno: number) {
  return callUpstream('tournamentJoin', { tournamentno }, { token: await token() });
}
