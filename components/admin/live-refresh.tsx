'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/**
 * Keeps the console's home live: the server figures are fetched again every `seconds` while the tab
 * is visible (router.refresh re-renders the page on the server; nothing of it is cached). WCAG 2.2.2
 * asks for a way to pause content that updates by itself: the button stops and restarts it.
 */
export function LiveRefresh({ seconds, updatedAt }: { seconds: number; updatedAt: string }) {
  const t = useTranslations('admin.dashboard');
  const router = useRouter();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [paused, router, seconds]);

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
      <p>{paused ? t('paused', { time: updatedAt }) : t('live', { time: updatedAt, seconds })}</p>
      <button type="button" aria-pressed={paused} onClick={() => setPaused((value) => !value)} className="rounded-md border border-gray-400 bg-white px-3 py-1.5 font-semibold hover:bg-gray-100">
        {paused ? t('resume') : t('pause')}
      </button>
    </div>
  );
}
