'use client';

import { useEffect, useState } from 'react';

/** Spec §1, §9: the button appears once the page has scrolled past 300 px. */
export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('content')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-6 right-6 z-30 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800"
    >
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
