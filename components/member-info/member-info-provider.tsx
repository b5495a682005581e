'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const MemberInfoContext = createContext<(playerPk: number) => void>(() => undefined);

export function useMemberInfo() {
  return useContext(MemberInfoContext);
}

// The popup (SWR, the date formatter, the terms dialog: about 10 KiB gzip) is loaded when a nickname
// is first pressed, not with every ranking page.
const MemberInfoDialog = dynamic(() => import('./member-info-dialog').then((module) => module.MemberInfoDialog), { ssr: false });

/** Holds which member's popup is open; the popup is not part of the URL (spec §1). */
export function MemberInfoProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const [player, setPlayer] = useState<number | null>(null);
  const open = useCallback((playerPk: number) => setPlayer(playerPk), []);
  return (
    <MemberInfoContext.Provider value={open}>
      {children}
      {player !== null && <MemberInfoDialog key={player} player={player} locale={locale} onClose={() => setPlayer(null)} />}
    </MemberInfoContext.Provider>
  );
}

