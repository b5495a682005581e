'use client';

import { useState } from 'react';
import { reauthenticate, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';

/** A download that needs a fresh second factor (a member's personal data): the check (passkey or code), then the file. */
export function ExportButton({ href, label, actions }: { href: string; label: string; actions: ReauthActions }) {
  const message = useAdminMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(undefined);
          const checked = await reauthenticate(actions);
          setBusy(false);
          if (checked.ok) window.location.assign(href);
          else setError(message(checked.message));
        }}
        className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {label}
      </button>
      <p role="alert" className="min-h-6 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
