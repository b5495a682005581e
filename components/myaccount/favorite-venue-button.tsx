'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormError, submitClass } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';

/**
 * Makes a venue the favourite (favoritelocationinfo/{shopno}). When the member has location points,
 * a confirmation says how many will be reset (spec §8) before anything changes; choosing the
 * current favourite again answers 'You selected the same place'.
 */
export function FavoriteVenueButton({
  shopno,
  shopname,
  locationPoints,
  isCurrent,
  action,
}: {
  shopno: number;
  shopname: string;
  locationPoints: number;
  /** The member's favourite already: nothing would be reset, and the member API answers 'same place'. */
  isCurrent: boolean;
  action: Action<{ shopno: number; reset_points: 'y' | 'n' }, { shopno: number; points_reset: number }>;
}) {
  const t = useTranslations();
  const text = useActionMessage();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);

  const change = async (reset: 'y' | 'n') => {
    setBusy(true);
    setFailure(null);
    const answer = await runAction(action, { shopno, reset_points: reset });
    setBusy(false);
    setAsking(false);
    if (answer.ok) setDone(answer.data.points_reset);
    else if (answer.message === 'myaccount.error.resetNotConfirmed') {
      // Points were earned since the page was drawn: ask now.
      setAsking(true);
    } else setFailure(answer.message);
  };

  const start = () => {
    setFailure(null);
    if (locationPoints > 0 && !isCurrent) {
      setAsking(true);
      requestAnimationFrame(() => confirmRef.current?.focus());
    } else void change('n');
  };

  if (done !== null) {
    return (
      <p role="status" data-testid="favorite-changed" className="rounded-lg bg-green-50 p-4 text-green-800">
        {t('myaccount.favorite.changed', { shop: shopname })} {done > 0 && t('myaccount.favorite.pointsReset', { points: done })}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      {asking ? (
        <div ref={confirmRef} tabIndex={-1} role="alertdialog" aria-labelledby="favorite-confirm-title" aria-describedby="favorite-confirm-body" data-testid="favorite-confirm" className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p id="favorite-confirm-title" className="font-bold">
            {t('myaccount.favorite.confirmTitle')}
          </p>
          <p id="favorite-confirm-body">{t('myaccount.favorite.confirmBody', { points: locationPoints, shop: shopname })}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={() => change('y')} className="rounded-full bg-amber-800 px-5 py-2 font-bold text-white disabled:opacity-60">
              {t('myaccount.favorite.confirmYes')}
            </button>
            <button type="button" onClick={() => setAsking(false)} className="rounded-full border border-amber-800 px-5 py-2 font-semibold">
              {t('myaccount.dismiss')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" disabled={busy} onClick={start} className={submitClass}>
          {t('myaccount.favorite.choose')}
        </button>
      )}
      <FormError testId="favorite-error">{text(failure)}</FormError>
    </div>
  );
}
