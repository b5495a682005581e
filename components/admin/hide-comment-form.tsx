'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { useAdminMessage } from './use-admin-message';

/** Hides one lesson comment with a reason (5 to 500 characters, checked by the server, kept in the audit log). */
export function HideCommentForm({ commentno, locale, hide }: { commentno: number; locale: string; hide: (input: { commentno: number; reason: string; locale: string }) => Promise<ActionResult> }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.lessons');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setBusy(true);
    setError(undefined);
    const result = await runAction(hide, { commentno, reason, locale });
    setBusy(false);
    if (result.ok) {
      setStatus(t('hidden'));
      router.refresh();
      return;
    }
    setError(message(result.fieldErrors.reason ?? result.message));
  }

  return (
    <details className="mt-2">
      <summary className="cursor-pointer font-semibold text-red-800">{t('hideFor', { number: commentno })}</summary>
      <form method="post" onSubmit={submit} noValidate className="mt-2 space-y-2">
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
          {t('reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={2}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-md border border-gray-400 px-2 py-1 text-sm"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={!hydrated || busy} className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {t('hide')}
        </button>
      </form>
      <p role="status" className="text-sm text-brand-800">
        {status}
      </p>
    </details>
  );
}
