'use client';

import { useState } from 'react';

/**
 * Google and Apple login: next-auth runs the OAuth dance, then its callback hands the result to
 * the member API's /social_login and stores the same session cookie as a password login.
 */
export function SocialLoginButtons({
  providers,
  callbackUrl,
  labels,
}: {
  providers: { google: boolean; apple: boolean };
  callbackUrl: string;
  labels: { google: string; apple: string; or: string };
}) {
  const [busy, setBusy] = useState(false);
  if (!providers.google && !providers.apple) return null;
  const start = (provider: 'google' | 'apple') => {
    setBusy(true);
    // next-auth's client (about 9 KiB gzip with its runtime helpers) is needed only once a button is pressed.
    void import('next-auth/react')
      .then(({ signIn }) => signIn(provider, { callbackUrl }))
      .catch(() => setBusy(false));
  };
  return (
    <div className="mt-8 space-y-3">
      <p className="flex items-center gap-3 text-xs uppercase text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        {labels.or}
      </p>
      {providers.google && (
        <button
          type="button"
          disabled={busy}
          onClick={() => start('google')}
          className="w-full rounded-full border border-gray-300 py-3 font-semibold hover:bg-gray-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {labels.google}
        </button>
      )}
      {providers.apple && (
        <button
          type="button"
          disabled={busy}
          onClick={() => start('apple')}
          className="w-full rounded-full bg-black py-3 font-semibold text-white hover:bg-gray-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {labels.apple}
        </button>
      )}
    </div>
  );
}
