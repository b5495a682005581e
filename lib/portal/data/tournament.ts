import 'server-only';
import { cache } from 'react';
import { readSession } from '@/lib/portal/auth/session';
import { readShared } from './read';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { InputOf } from '@/lib/upstream/operations';
import { readId, type Lang } from '@/lib/upstream/operations/fields';

/**
 * The member's token when logged in: tournament calls send it (spec §6) so answers can include the
 * member's own row; with the member's number, so an entry expires their cached reads (MyZone).
 */
async function asMember() {
  const session = await readSession();
  return { token: session?.token, member: session?.pk };
}

/**
 * A page of the schedule: the same for everyone (never read with the member's token, so the cached
 * schedule carries nothing of the visitor). The member's marks come from an island (myScheduleEntries).
 */
export function getTournamentList(input: InputOf<'tournamentList'>) {
  return readShared('tournamentList', input);
}

/** The same for every visitor; per request as well, since the page and its metadata both read it. */
export const getTournamentCondition = cache(async (tournamentno: number, lang: Lang) => (await readShared('tournamentCondition', { tournamentno, lang })).tournamentcondition);

/** A page of a ranking: the same for everyone; a member's own row comes from an island (myTournamentPlace). */
export function getTournamentRanking(input: InputOf<'tournamentRanking'>) {
  return readShared('tournamentRanking', input);
}

/** An entrant's hole-by-hole scorecard: the same for everyone. */
export function getTournamentScorecard(tournamentno: number, playerno: number) {
  return readShared('tournamentScorecard', { tournamentno, playerno });
}

/** A player's tournament history: the same for everyone. */
export function getPlayerTournaments(input: InputOf<'tournamentMember'>) {
  return readShared('playerTournaments', input);
}

export async function joinTournament(tournamentno: number, lang: Lang) {
  return callUpstream('tournamentJoin', { tournamentno, lang }, await asMember());
}

/** The member's entry and payments in a tournament (the entry control, MyZone's entry page). */
export async function getMyEntry(tournamentno: number) {
  return callUpstream('tournamentEntry', { tournamentno }, await asMember());
}

/** Pay now / retry: the card payment of the member's entry awaiting payment. */
export async function payEntry(tournamentno: number, lang: Lang) {
  return callUpstream('tournamentPay', { tournamentno, lang }, await asMember());
}

export async function withdrawEntry(tournamentno: number) {
  return callUpstream('tournamentWithdraw', { tournamentno }, await asMember());
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
