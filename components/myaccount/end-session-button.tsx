'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { Action } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';

/** "End this session" beside one of the member's other sessions (`label` names the device); the list re-renders without it. */
export function EndSessionButton({ sessionno, label, action }: { sessionno: number; label: string; action: Action<{ sessionno: number }> }) {
  const t = useTranslations();
  const text = useActionMessage();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const end = () =>
    startTransition(async () => {
      setFailure(null);
      const answer = await runAction(action, { sessionno });
      if (answer.ok) router.refresh();
      else setFailure(text(answer.message) ?? null);
    });
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        onClick={end}
        disabled={pending}
        className="rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60"
      >
        {pending ? t('myaccount.sessions.ending') : t('myaccount.sessions.end')}
        {/* The device in words for screen readers, after the visible text: a name that starts with what is
            shown is what voice control users say (axe's label-content-name-mismatch, serious). */}
        <span className="sr-only"> ({label})</span>
      </button>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
