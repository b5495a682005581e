'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { passkeyCheck, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { enterConsole } from './enter-console';

/** The console's sign-in: one button, the browser's passkey prompt, then the console's home. */
export function SignInForm({ begin, finish, home }: { begin: ReauthActions['beginReauth']; finish: (input: Parameters<ReauthActions['finishReauth']>[0]) => Promise<ActionResult>; home: string }) {
  const t = useTranslations('admin.signin');
  const message = useAdminMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function signIn() {
    setBusy(true);
    setError(undefined);
    const result = await passkeyCheck(begin, finish);
    if (result.ok) {
      enterConsole(home);
      return;
    }
    setError(message(result.message));
    setBusy(false);
  }

  return (
    <div className="space-y-4">
      <button type="button" onClick={signIn} disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {busy ? t('working') : t('button')}
      </button>
      <p role="alert" className="min-h-6 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
