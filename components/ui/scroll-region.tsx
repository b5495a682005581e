import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table, a scorecard) is wider than the screen.
 * A scroller must be reachable by keyboard, or a keyboard user cannot read what is off-screen (axe's
 * "scrollable-region-focusable", serious): it takes the focus (tabIndex 0) and is a named region, so a
 * screen reader says what the focus landed on. Every sideways scroller of a page uses this one.
 */
export function ScrollRegion({ label, className = '', children, ...data }: { label: string; className?: string; children: ReactNode } & { [key: `data-${string}`]: string | number | undefined }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
      {...data}
    >
      {children}
    </div>
  );
}
