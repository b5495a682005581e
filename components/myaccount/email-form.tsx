'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, submitClass, TextField } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import type { Locale } from '@/lib/portal/i18n/routing';
import { emailChangeSchema, type EmailChangeInput } from '@/lib/shared/validation/account';

/** A new e-mail address (behind the password confirmation): it takes effect when the link mailed to it is followed. */
export function EmailForm({ locale, action, confirmHref }: { locale: Locale; action: Action<EmailChangeInput & { locale: Locale }, { pending_email: string }>; confirmHref: string }) {
  const hydrated = useHydrated();
  const t = useTranslations();
  const text = useActionMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsConfirm, setNeedsConfirm] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput>({ resolver: yupResolver(emailChangeSchema), defaultValues: { email: '' } });

  const onSubmit = async (values: EmailChangeInput) => {
    setFailure(null);
    setSentTo(null);
    const answer = await runAction(action, { ...values, locale });
    if (answer.ok) {
      setSentTo(answer.data.pending_email);
      return;
    }
    setNeedsConfirm(answer.message === 'myaccount.error.confirmRequired');
    if (!applyFieldErrors(answer, setError, ['email'], { shouldFocus: true })) setFailure(answer.message);
  };

  return (
    <form method="post" data-form="email-change" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField id="email-change" type="email" label={t('myaccount.email.new')} error={text(errors.email?.message)} autoComplete="email" registration={register('email')} />
      <FormError testId="email-change-error">
        {failure && <p>{text(failure)}</p>}
        {needsConfirm && (
          <a href={confirmHref} className="font-semibold underline">
            {t('myaccount.confirm.go')}
          </a>
        )}
      </FormError>
      {sentTo && (
        <p role="status" data-testid="email-change-sent" className="rounded-lg bg-green-50 p-4 text-sm text-green-800">
          {t('myaccount.email.sent', { email: sentTo })}
        </p>
      )}
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {t('myaccount.email.submit')}
      </button>
    </form>
  );
}
