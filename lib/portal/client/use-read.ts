'use client';

import { useEffect, useState } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import type { IslandReadName, ReadAnswer } from '@/lib/portal/data/reads';
import { useSharedRead } from './shared-read';

/** Reads one answer of the read route in its envelope; a failure is an error the island shows nothing for. */
async function readEnvelope<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
  const answer = (await response.json()) as ActionResult<T>;
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

/** The URL of an island's read: the one read route, the query the operation's own schema reads. */
export function readUrl(name: IslandReadName, query: string | Record<string, string | number>): string {
  const search = typeof query === 'string' ? query : new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `/api/read/${name}?${search}`;
}

/**
 * The one hook of islands' per-member reads (the read table's `island` entries, app/api/read/[name]):
 * undefined until the answer comes, and while `query` is null (nobody to ask for: a visitor). Islands
 * of a page that ask the same share one request (useSharedRead: the part of SWR these pages need,
 * without SWR's 5.4 KiB of first-load JS on every cached page).
 */
export function useRead<R extends IslandReadName>(name: R, query: string | Record<string, string | number> | null): ReadAnswer<R> | undefined {
  return useSharedRead(query ? readUrl(name, query) : null, readEnvelope<ReadAnswer<R>>);
}

/**
 * useRead for an island that must say when its read failed (the member's home panel shows an error
 * state rather than a skeleton for ever): `loading`, the answer, or `failed`. Not shared between
 * islands: one island asks for each of these reads.
 */
export function useReadOutcome<R extends IslandReadName>(
  name: R,
  query: Record<string, string | number> | null,
): { state: 'idle' | 'loading' | 'failed' } | { state: 'done'; data: ReadAnswer<R> } {
  const url = query ? readUrl(name, query) : null;
  const [outcome, setOutcome] = useState<{ url: string; state: 'failed' } | { url: string; state: 'done'; data: ReadAnswer<R> }>();
  useEffect(() => {
    if (!url) return;
    let mounted = true;
    readEnvelope<ReadAnswer<R>>(url).then(
      (data) => mounted && setOutcome({ url, state: 'done', data }),
      () => mounted && setOutcome({ url, state: 'failed' }),
    );
    return () => {
      mounted = false;
    };
  }, [url]);
  if (!url) return { state: 'idle' };
  if (outcome?.url !== url) return { state: 'loading' };
  return outcome.state === 'done' ? { state: 'done', data: outcome.data } : { state: 'failed' };
}
