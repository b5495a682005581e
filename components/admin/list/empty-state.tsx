import type { ReactNode } from 'react';

/** What a console list or calendar shows in place of rows it does not have. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{children}</p>;
}
