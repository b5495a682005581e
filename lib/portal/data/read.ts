import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { verifySession } from '@/lib/portal/auth/session';
import { cacheTags } from '@/lib/portal/cache/tags';
import { notePageRead } from '@/server/member-pages.mjs';
import { callUpstream } from '@/lib/upstream/client';
import type { Envelope } from '@/lib/upstream/operation';
import type { InputOf, OutputOf } from '@/lib/upstream/operations';
import { reads, type MemberReadName, type ReadAnswer, type ReadName, type ReadOperation, type SharedReadName } from './reads';

/**
 * The one cache declaration of the portal (design rule 9), generated from the read table
 * (lib/portal/data/reads.ts): a shared read is kept once for everyone under its tags; a member's read once
 * per member, keyed by the player number the member API confirmed for the session's token (never a
 * value from the client), under `member-{playerno}` and the read's own tags. The input is the cache
 * key's argument, so each distinct input is its own entry. A failure is never kept.
 */

type Answer<R extends ReadName> = Envelope<OutputOf<ReadOperation<R>>>;

/** The answer of a shared read: the same for every visitor, never asked with a token. */
export function readShared<R extends SharedReadName>(name: R, input: InputOf<ReadOperation<R>>): Promise<Answer<R>> {
  const entry = reads[name] as unknown as { operation: ReadOperation<R>; life: number; tags: (input: unknown) => string[] };
  const tags = entry.tags(input);
  notePageRead({ tags, life: entry.life });
  return unstable_cache((query: typeof input) => callUpstream(entry.operation, query), ['read', name], {
    revalidate: entry.life,
    tags,
  })(input);
}

/** The member a per-member read is for: the session's token and the player number confirmed for it. */
export interface Member {
  token: string;
  playerno: number;
}

/**
 * The member behind this request, confirmed against the member API's session record (lib/portal/auth), or
 * null for a visitor and a session the member API no longer knows.
 */
export const currentMember = cache(async (): Promise<Member | null> => {
  const session = await verifySession();
  return session ? { token: session.token, playerno: session.pk } : null;
});

/**
 * The answer of one member's read, kept per member. The token goes with the call; the cache key is
 * the confirmed player number, so two members never share an entry, and one member's tokens (two
 * browsers) share theirs.
 */
export async function readMember<R extends MemberReadName>(name: R, input: InputOf<ReadOperation<R>>, member: Member): Promise<ReadAnswer<R>> {
  const entry = reads[name] as unknown as {
    operation: ReadOperation<R>;
    life: number;
    tags?: (input: unknown) => string[];
    select?: (answer: unknown) => unknown;
    lifeOf?: (answer: unknown) => number;
  };
  const call = async (query: typeof input) => {
    const answer = await callUpstream(entry.operation, query, { token: member.token, member: member.playerno });
    return (entry.select ? entry.select(answer) : answer) as ReadAnswer<R>;
  };
  const tags = [cacheTags.member(member.playerno), ...(entry.tags?.(input) ?? [])];
  // A read that time alone changes (lifeOf: a booking starting) is asked afresh for each render: a
  // data cache entry could not end at that moment. The edge's copy of the page is its cache.
  const answer = entry.lifeOf
    ? await call(input)
    : await unstable_cache(call, ['read', name, 'member', String(member.playerno)], {
        revalidate: entry.life,
        tags,
      })(input);
  // What a MyZone page read, for the edge's copy of it (server/member-pages.mjs).
  notePageRead({ member: member.playerno, tags, life: entry.life, timedLife: entry.lifeOf?.(answer) });
  return answer;
}

/** Thrown by a member's read when no member is there: lib/portal/data/load.ts sends the visitor to log in. */
export class SessionGone extends Error {
  constructor() {
    super('session gone');
  }
}

/** A member's read for the member behind this request (no member: SessionGone, which loadPage sends to log in). */
export async function readMine<R extends MemberReadName>(name: R, input: InputOf<ReadOperation<R>>): Promise<ReadAnswer<R>> {
  const member = await currentMember();
  if (!member) throw new SessionGone();
  return readMember(name, input, member);
}
