/** The Clubhouse wordmark; it takes its colour from the text colour around it. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 168 32" role="img" aria-label="Clubhouse" className={className} fill="currentColor">
      <circle cx="16" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="12.5" cy="11" r="1.6" />
      <circle cx="19" cy="10.5" r="1.6" />
      <circle cx="15.5" cy="16.5" r="1.6" />
      <rect x="14.5" y="25" width="3" height="6" rx="1.5" />
      <text x="34" y="23" fontFamily="inherit" fontSize="21" fontWeight="800" letterSpacing="-0.5">
        Clubhouse
      </text>
    </svg>
  );
}
