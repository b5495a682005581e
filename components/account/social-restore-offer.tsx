'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError, submitClass } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { getPathname } from '@/lib/portal/i18n/navigation';
import type { Locale } from '@/lib/portal/i18n/routing';

type RestoreInput = { returnUrl: string; locale: Locale };

/**
 * A Google or Apple login of an account withdrawn within the year (issue 9): the provider proved
 * who it is, and the member confirms the restore here. Restoring logs in; "Not now" drops the offer.
 */
export function SocialRestoreOffer({
  locale,
  returnUrl,
  provider,
  until,
  actions,
}: {
  locale: Locale;
  returnUrl: string;
  provider: string;
  /** The last day of the year the account can be restored, already formatted. */
  until: string;
  actions: { restore: Action<RestoreInput, { redirect: string; needEditProfile: boolean }>; dismiss: Action<RestoreInput> };
}) {
  const t = useTranslations('login');
  const text = useActionMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ target: string; needEditProfile: boolean } | null>(null);
  const [dismissed, setDismissed] = useState(false);

  const restore = async () => {
    setBusy(true);
    setError(null);
    const answer = await runAction(actions.restore, { returnUrl, locale });
    setBusy(false);
    if (!answer.ok) {
      setError(text(answer.message) ?? null);
      return;
    }
    const target = getPathname({ href: answer.data.needEditProfile ? '/membership/myaccount/myprofile' : answer.data.redirect, locale });
    setDone({ target, needEditProfile: answer.data.needEditProfile });
    // A full load, so the header and footer read the new session.
    window.location.assign(target);
  };

  const dismiss = async () => {
    setBusy(true);
    await runAction(actions.dismiss, { returnUrl, locale });
    setBusy(false);
    setDismissed(true);
  };

  if (dismissed) return null;
  if (done) {
    return (
      <p role="status" data-testid="restore-social-done" className="mb-6 rounded-lg bg-green-50 p-4 text-sm text-green-800">
        {t('restoreSocialDone')}
      </p>
    );
  }
  return (
    <section aria-labelledby="restore-social-title" data-testid="restore-social" className="mb-8 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 id="restore-social-title" className="text-lg font-bold">
        {t('restoreSocialTitle')}
      </h2>
      <p>{t('restoreSocialBody', { provider, date: until })}</p>
      <p className="text-sm">{t('restoreSocialWhat')}</p>
      {error && <FormError testId="restore-social-error">{error}</FormError>}
      <div className="flex flex-wrap gap-3 pt-1">
        <button type="button" onClick={restore} disabled={busy} className={`${submitClass} sm:w-auto sm:px-8`}>
          {busy ? t('submitting') : t('restoreSocialConfirm')}
        </button>
        <button type="button" onClick={dismiss} disabled={busy} className="rounded-full border border-amber-400 px-6 py-3 font-semibold hover:bg-amber-100 disabled:opacity-60">
          {t('restoreSocialLater')}
        </button>
      </div>
    </section>
  );
}
