import type { ReactNode } from 'react';

/**
 * The one error block: what failed, in the visitor's language, and optionally a way forward (a retry
 * button, a link back). `role="alert"` so a screen reader announces it when it replaces content.
 */
export function ErrorState({ message, children, className = '' }: { message: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={`rounded-lg border border-red-200 bg-red-50 p-6 text-red-900 ${className}`}>
      <p>{message}</p>
      {children && <div className="mt-4 flex flex-wrap gap-3">{children}</div>}
    </div>
  );
}
