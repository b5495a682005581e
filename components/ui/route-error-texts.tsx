'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { RouteErrorTexts } from './route-error-sections';

const RouteErrorTextsContext = createContext<RouteErrorTexts | null>(null);

export function RouteErrorTextsProvider({ texts, children }: { texts: RouteErrorTexts; children: ReactNode }) {
  return <RouteErrorTextsContext.Provider value={texts}>{children}</RouteErrorTextsContext.Provider>;
}

export function useRouteErrorTexts(): RouteErrorTexts {
  const texts = useContext(RouteErrorTextsContext);
  if (!texts) throw new Error('RouteError needs RouteErrorTextsProvider (app/[locale]/(site)/layout.tsx)');
  return texts;
}
