'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useAnnounce } from './notice-list-status';
import { useAdminMessage } from './use-admin-message';

type Change = 'pin' | 'unpin' | 'publish' | 'unpublish' | 'delete';

const button = 'rounded-md border border-gray-400 px-2.5 py-1 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60';

/**
 * A notice's changes from the list: pin or unpin, publish now or unpublish, delete (asked twice).
 * Each button names its notice for assistive technology; the outcome is written in the list's status line.
 */
export function NoticeRowActions({
  noticeno,
  title,
  pinned,
  state,
  locale,
  change,
}: {
  noticeno: number;
  title: string;
  pinned: boolean;
  state: 'draft' | 'published' | 'scheduled';
  locale: string;
  change: (input: { noticeno: number; change: Change; locale: string }) => Promise<ActionResult>;
}) {
  const t = useTranslations('admin.notices');
  const message = useAdminMessage();
  const router = useRouter();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(kind: Change) {
    setBusy(true);
    const result = await runAction(change, { noticeno, change: kind, locale });
    setBusy(false);
    setConfirming(false);
    announce(result.ok ? t(`changed.${kind}`) : message(result.message));
    if (result.ok) router.refresh();
  }

  // The visible word first in the name (WCAG 2.5.3), then the notice it acts on.
  const named = (label: string) => ({ 'aria-label': `${label}: ${title}`, children: label });
  return (
    <div className="flex flex-wrap gap-1.5">
      <a href={`/admin/${locale}/notices/${noticeno}`} className={`${button} text-brand-800`} {...named(t('edit'))} />
      <button type="button" disabled={busy} onClick={() => run(pinned ? 'unpin' : 'pin')} className={button} {...named(pinned ? t('unpin') : t('pin'))} />
      <button type="button" disabled={busy} onClick={() => run(state === 'draft' ? 'publish' : 'unpublish')} className={button} {...named(state === 'draft' ? t('publishNow') : t('unpublish'))} />
      {confirming ? (
        <>
          <button type="button" disabled={busy} onClick={() => run('delete')} className={`${button} border-red-700 text-red-800`} {...named(t('confirmDelete'))} />
          <button type="button" onClick={() => setConfirming(false)} className={button}>
            {t('cancel')}
          </button>
        </>
      ) : (
        <button type="button" disabled={busy} onClick={() => setConfirming(true)} className={`${button} text-red-800`} {...named(t('delete'))} />
      )}
    </div>
  );
}
