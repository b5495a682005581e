'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/**
 * What a console page shows when rendering it failed (app/admin/[locale]/error.tsx): a generic
 * message in the console's language and the error's digest as the reference that matches the
 * server's log line, never the error's text (security requirement 24; in production Next forwards
 * only the digest anyway).
 */
export function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('admin.pageError');
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = typeof error?.digest === 'string' ? error.digest : undefined;
  return (
    <section aria-labelledby="console-error-title" className="mx-auto max-w-2xl rounded-lg border border-red-200 bg-white p-6">
      <h1 id="console-error-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      <p role="alert" className="mt-2">
        {t('body')}
      </p>
      <button type="button" onClick={() => reset()} className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('retry')}
      </button>
      {digest && <p className="mt-4 text-sm text-gray-600">{t('reference', { digest })}</p>}
    </section>
  );
}
