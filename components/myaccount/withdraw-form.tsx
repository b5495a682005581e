'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';

/**
 * cancelmember's last step: the member ticks that they understood what happens, then withdraws.
 * Every session ends at once, this one too, so the answer is shown on a page without the session.
 */
export function WithdrawForm({ action, doneHref }: { action: Action<Record<string, never>, { restorable_until: string }>; doneHref: string }) {
  const hydrated = useHydrated();
  const t = useTranslations();
  const text = useActionMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the box itself (uncontrolled): a tick made before the page became interactive counts.
    const understood = (event.currentTarget.elements.namedItem('understood') as HTMLInputElement | null)?.checked ?? false;
    if (!understood) {
      setFailure('myaccount.cancel.notUnderstood');
      return;
    }
    setBusy(true);
    setFailure(null);
    const answer = await runAction(action, {});
    if (answer.ok) {
      // A full load: the session has ended, and the header must read that afresh.
      const done = new URL(doneHref, window.location.origin);
      done.searchParams.set('until', answer.data.restorable_until);
      window.location.assign(done);
      return;
    }
    setBusy(false);
    setFailure(answer.message);
  };

  return (
    <form method="post" data-form="cancelmember" onSubmit={submit} className="space-y-5">
      <label htmlFor="withdraw-understood" className="flex items-start gap-2">
        <input id="withdraw-understood" name="understood" type="checkbox" required className="mt-1 h-4 w-4" />
        <span>{t('myaccount.cancel.understood')}</span>
      </label>
      <FormError testId="cancelmember-error">{text(failure)}</FormError>
      <button
        type="submit"
        disabled={!hydrated || busy}
        className="w-full rounded-full bg-red-700 py-3 font-bold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-50"
      >
        {busy ? t('myaccount.saving') : t('myaccount.cancel.submit')}
      </button>
    </form>
  );
}
