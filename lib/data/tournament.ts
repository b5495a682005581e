import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { readSession } from '@/lib/auth/session';
import { cacheTags } from '@/lib/cache/tags';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { InputOf } from '@/lib/upstream/operations';
import { readId, type Lang } from '@/lib/upstream/operations/fields';

/** The member's token when logged in: tournament calls send it (spec §6) so answers can include the member's own row. */
async function token() {
  return (await readSession())?.token;
}

/**
 * A page of the schedule: the same for everyone (never read with the member's token, so the cached
 * schedule carries nothing of the visitor), kept under the tournaments tag that any entry expires.
 */
export async function getTournamentList(input: InputOf<'tournamentList'>) {
  return unstable_cache((query: typeof input) => callUpstream('tournamentList', query), ['tournament-list'], {
    revalidate: tournamentRevalidate,
    tags: [cacheTags.tournaments],
  })(input);
}

/**
 * The member's own entries among a page of the schedule (its "Entered" / "Pay now" marks, an SWR
 * island): tournament number → entry status. Asked with the member's token every time, never cached;
 * empty for a visitor.
 */
export async function getMyScheduleEntries(input: InputOf<'tournamentList'>) {
  const member = await token();
  if (!member) return { member: false, entries: {} };
  const list = await callUpstream('tournamentList', input, { token: member });
  const entries: Record<number, NonNullable<(typeof list.tournamentlist)[number]['myentry']>> = {};
  for (const tournament of list.tournamentlist) if (tournament.myentry) entries[tournament.tournamentno] = tournament.myentry;
  return { member: true, entries };
}

/**
 * How long a tournament's data is kept at most. Entries expire it at once (tournamentJoin's `changes`
 * revalidate the tournament's tag), and so do rounds posted to this portal's venue API once their
 * places are recomputed (app/venue/rounds); rounds a remote member API (UPSTREAM_URL) receives
 * directly show on a ranking up to this late.
 */
export const tournamentRevalidate = 60;

/**
 * The same for every visitor: kept in Next's data cache under the tournament's tag, so the cached
 * tournament view (which carries the tag) and the ranking read it once for everyone; per request as
 * well, since the page and its metadata both read it. A failure is never kept.
 */
export const getTournamentCondition = cache(async (tournamentno: number, lang: Lang) =>
  unstable_cache(async () => (await callUpstream('tournamentCondition', { tournamentno, lang })).tournamentcondition, ['tournament-condition', String(tournamentno), lang], {
    revalidate: tournamentRevalidate,
    tags: [cacheTags.tournament(tournamentno)],
  })(),
);

/**
 * A page of a ranking: the same for everyone (the session is never read here, so the ranking page
 * stays cacheable), from Next's data cache under the tournament's tag. A member's own row comes from
 * the client, through getMyTournamentPlace.
 */
export async function getTournamentRanking(input: InputOf<'tournamentRanking'>) {
  // The query (the argument) is part of the cache key; the tag is the tournament's.
  return unstable_cache((query: typeof input) => callUpstream('tournamentRanking', query), ['tournament-ranking'], {
    revalidate: tournamentRevalidate,
    // Each row shows the player's favourite venue.
    tags: [cacheTags.tournament(input.tournamentno), cacheTags.players],
  })(input);
}

/**
 * The calling member's own row on a ranking ("your place", an SWR island): null for a visitor, who
 * has none. Asked with the member's token every time, never cached.
 */
export async function getMyTournamentPlace(input: Pick<InputOf<'tournamentRanking'>, 'tournamentno' | 'scoretype' | 'gender' | 'lang'>) {
  const member = await token();
  if (!member) return { member: false, myrank: null };
  const ranking = await callUpstream('tournamentRanking', { ...input, tour_rank_type: undefined, pageno: 1, pagesize: 1 }, { token: member });
  return { member: true, myrank: ranking.myrank, scoretype: ranking.scoretype };
}

/** An entrant's hole-by-hole scorecard: the same for everyone, kept under the tournament's tag. */
export async function getTournamentScorecard(tournamentno: number, playerno: number) {
  return unstable_cache(async () => (await callUpstream('tournamentScorecard', { tournamentno, playerno })), ['tournament-scorecard', String(tournamentno), String(playerno)], {
    revalidate: tournamentRevalidate,
    tags: [cacheTags.tournament(tournamentno)],
  })();
}

/** A player's tournament history: the same for everyone, kept under the tournaments tag (entries and results change it). */
export async function getPlayerTournaments(input: InputOf<'tournamentMember'>) {
  return unstable_cache((query: typeof input) => callUpstream('tournamentMember', query), ['tournament-member'], {
    revalidate: tournamentRevalidate,
    tags: [cacheTags.tournaments, cacheTags.players],
  })(input);
}

export async function joinTournament(tournamentno: number, lang: Lang) {
  return callUpstream('tournamentJoin', { tournamentno, lang }, { token: await token() });
}

/** The member's entry and payments in a tournament (the entry control, MyZone's entry page). */
export async function getMyEntry(tournamentno: number) {
  return callUpstream('tournamentEntry', { tournamentno }, { token: await token() });
}

/** Pay now / retry: the card payment of the member's entry awaiting payment. */
export async function payEntry(tournamentno: number, lang: Lang) {
  return callUpstream('tournamentPay', { tournamentno, lang }, { token: await token() });
}

export async function withdrawEntry(tournamentno: number) {
  return callUpstream('tournamentWithdraw', { tournamentno }, { token: await token() });
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
