'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

const MemberInfoContext = createContext<(playerPk: number) => void>(() => undefined);

export function useMemberInfo() {
  return useContext(MemberInfoContext);
}

// The popup (SWR, the date formatter, the terms dialog: about 10 KiB gzip) is loaded when a nickname
// is first pressed, not with every ranking page. React's lazy rather than next/dynamic, whose loader
// costs about 1.5 KiB gzip more; the server never renders it (no member is chosen there).
const MemberInfoDialog = lazy(() => import('./member-info-dialog').then((module) => ({ default: module.MemberInfoDialog })));

/** Holds which member's popup is open; the popup is not part of the URL (spec §1). */
export function MemberInfoProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const [player, setPlayer] = useState<number | null>(null);
  const open = useCallback((playerPk: number) => setPlayer(playerPk), []);
  return (
    <MemberInfoContext.Provider value={open}>
      {children}
      {player !== null && (
        <Suspense fallback={null}>
          <MemberInfoDialog key={player} player={player} locale={locale} onClose={() => setPlayer(null)} />
        </Suspense>
      )}
    </MemberInfoContext.Provider>
  );
}

