'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useAdminMessage } from '@/components/admin/use-admin-message';

type Mark = (input: { bookingno: number; locale: string }) => Promise<ActionResult<{ status: string }>>;

/** Check in / no-show for one booking of the calendar; the answer is said next to the buttons. */
export function MarkButtons({ bookingno, label, locale, canCheckIn, canNoShow, actions }: { bookingno: number; label: string; locale: string; canCheckIn: boolean; canNoShow: boolean; actions: { checkIn: Mark; noShow: Mark } }) {
  const t = useTranslations('admin.bookings');
  const message = useAdminMessage();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const run = async (action: Mark, done: string) => {
    setBusy(true);
    setNotice(undefined);
    const result = await runAction(action, { bookingno, locale });
    setBusy(false);
    setNotice(result.ok ? { ok: true, text: done } : { ok: false, text: message(result.message) });
    if (result.ok) router.refresh();
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {canCheckIn && (
        <button type="button" disabled={busy} aria-label={t('checkInLabel', { booking: label })} onClick={() => run(actions.checkIn, t('checkedIn'))} className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {t('checkIn')}
        </button>
      )}
      {canNoShow && (
        <button type="button" disabled={busy} aria-label={t('noShowLabel', { booking: label })} onClick={() => run(actions.noShow, t('markedNoShow'))} className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
          {t('noShow')}
        </button>
      )}
      <p role="status" className={`text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </div>
  );
}
