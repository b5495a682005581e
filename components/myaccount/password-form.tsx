'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, submitClass, TextField } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { passwordChangeSchema, type PasswordChangeInput } from '@/lib/shared/validation/account';

/** A new password (behind the confirmation); every other session of the member ends with it. */
export function PasswordForm({ action }: { action: Action<PasswordChangeInput, { sessions_ended: number }> }) {
  const hydrated = useHydrated();
  const t = useTranslations();
  const text = useActionMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({ resolver: yupResolver(passwordChangeSchema), defaultValues: { password: '', password_re: '' } });

  const onSubmit = async (values: PasswordChangeInput) => {
    setFailure(null);
    setEnded(null);
    const answer = await runAction(action, values);
    if (answer.ok) {
      setEnded(answer.data.sessions_ended);
      reset();
      return;
    }
    if (!applyFieldErrors(answer, setError, ['password', 'password_re'], { shouldFocus: true })) setFailure(answer.message);
  };

  return (
    <form method="post" data-form="password-change" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <TextField id="new-password" type="password" label={t('myaccount.password.new')} help={t('signup.help.password')} error={text(errors.password?.message)} autoComplete="new-password" registration={register('password')} />
      <TextField id="new-password-re" type="password" label={t('myaccount.password.again')} error={text(errors.password_re?.message)} autoComplete="new-password" registration={register('password_re')} />
      <FormError testId="password-change-error">{text(failure)}</FormError>
      {ended !== null && (
        <p role="status" data-testid="password-changed" className="rounded-lg bg-green-50 p-4 text-sm text-green-800">
          {t('myaccount.password.changed', { count: ended })}
        </p>
      )}
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {t('myaccount.password.submit')}
      </button>
    </form>
  );
}
