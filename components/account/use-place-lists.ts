'use client';

import { useEffect, useState } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import type { Locale } from '@/lib/portal/i18n/routing';
import type { ListOption, StoreOption } from '@/lib/upstream/operations/account';

async function loadList<T>(query: Record<string, string>): Promise<T[]> {
  try {
    const answer = (await (await fetch(`/api/account/lists?${new URLSearchParams(query)}`)).json()) as ActionResult<T[]>;
    return answer.ok ? answer.data : [];
  } catch {
    return [];
  }
}

/**
 * The states of the chosen country and the venues of the chosen country and state, reloaded as the
 * member changes them (sign-up and MyZone's profile). `withStores: false` when the venue is not
 * chosen on this form; an answer that arrives after the choice changed again is dropped.
 */
export function usePlaceLists(
  countryno: number | undefined,
  statesno: number | null | undefined,
  locale: Locale,
  { withStores = true }: { withStores?: boolean } = {},
): { statesList: ListOption[]; storesList: StoreOption[] } {
  const [statesList, setStatesList] = useState<ListOption[]>([]);
  const [storesList, setStoresList] = useState<StoreOption[]>([]);

  useEffect(() => {
    if (!countryno) return;
    let cancelled = false;
    void loadList<ListOption>({ list: 'states', countryno: String(countryno), locale }).then((list) => !cancelled && setStatesList(list));
    return () => {
      cancelled = true;
    };
  }, [countryno, locale]);

  useEffect(() => {
    if (!countryno || !withStores) return;
    let cancelled = false;
    void loadList<StoreOption>({ list: 'stores', countryno: String(countryno), statesno: String(statesno ?? ''), locale }).then(
      (list) => !cancelled && setStoresList(list),
    );
    return () => {
      cancelled = true;
    };
  }, [countryno, statesno, locale, withStores]);

  return { statesList, storesList };
}
