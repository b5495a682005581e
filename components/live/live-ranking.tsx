'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import { readAllAgain } from '@/lib/portal/client/shared-read';
import { useRouter } from '@/lib/portal/i18n/navigation';
import type { LiveState } from '@/lib/upstream/operations/live';

/** How often an open live ranking asks whether rounds changed it (the budget is 5 s from round to screen). */
export const LIVE_POLL_MS = 2000;

async function fetchLive(url: string): Promise<LiveState> {
  const response = await fetch(url, { cache: 'no-store' });
  const body = (await response.json()) as { ok: true; data: LiveState } | { ok: false; message: string };
  if (!body.ok) throw new Error(body.message);
  return body.data;
}

/**
 * A thin live wrapper around a ranking that the server renders (issue 11): while the tournament or
 * mini-game is being played it shows a "live" marker and polls its live state with SWR; when the
 * version moves (a posted round changed the places) it re-renders the page's server components in
 * place (router.refresh: no reload, scroll and focus kept) and has every island on the page read
 * again (SWR's and useSharedRead's: a ranking's client rows included). Once play has ended it stops polling and the marker goes.
 */
export function LiveRanking({ kind, id, initial }: { kind: 'tournament' | 'minigame'; id: number; initial: LiveState }) {
  const t = useTranslations('live');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { data, error } = useSWR(`/api/live/${kind}/${id}`, fetchLive, {
    fallbackData: initial,
    // Before the first answer SWR's cache is empty (fallbackData is not cached): read the server's state then.
    refreshInterval: (latest) => ((latest ?? initial).live ? LIVE_POLL_MS : 0),
    revalidateOnMount: initial.live,
    revalidateOnFocus: initial.live,
    dedupingInterval: 1000,
  });
  const seen = useRef(initial.version);
  useEffect(() => {
    if (!data || data.version === seen.current) return;
    seen.current = data.version;
    router.refresh();
    void mutate((key) => !(typeof key === 'string' && key.startsWith('/api/live/')));
    readAllAgain();
  }, [data, router, mutate]);

  if (!data?.live) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1 text-sm font-bold text-red-700" data-live-marker="">
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
      </span>
      {t('marker')}
      <span className="font-normal text-red-800">{error ? t('reconnecting') : t('markerHelp')}</span>
    </p>
  );
}
