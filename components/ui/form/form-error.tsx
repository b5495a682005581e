import type { ReactNode } from 'react';

/**
 * The red block a form shows above its button when the whole submission failed (not one field):
 * role=alert, so a screen reader announces it as it appears. Renders nothing without content.
 */
export function FormError({ children, testId, className = '' }: { children: ReactNode; testId?: string; className?: string }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" data-testid={testId} className={`space-y-3 rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ${className}`}>
      {children}
    </div>
  );
}
