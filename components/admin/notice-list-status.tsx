'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

const Announce = createContext<(text: string) => void>(() => {});

/** The notice list's one status line (role=status): what a save or a row's change did. `initial`: the save that led here. */
export function NoticeListStatus({ initial, children }: { initial?: string; children: ReactNode }) {
  const [text, setText] = useState(initial ?? '');
  return (
    <Announce.Provider value={setText}>
      <p role="status" className="min-h-6 font-semibold text-brand-800">
        {text}
      </p>
      {children}
    </Announce.Provider>
  );
}

/** Writes into the list's status line. */
export const useAnnounce = () => useContext(Announce);
