'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, submitClass, TextField } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { getPathname } from '@/lib/portal/i18n/navigation';
import type { Locale } from '@/lib/portal/i18n/routing';
import { confirmPasswordSchema, type ConfirmPasswordInput } from '@/lib/shared/validation/account';

/** The password confirmation gate: on success, back to the sensitive screen that sent the member here. */
export function ConfirmPasswordForm({
  locale,
  returnUrl,
  action,
}: {
  locale: Locale;
  returnUrl: string;
  action: Action<ConfirmPasswordInput & { returnUrl: string; locale: Locale }, { confirmed_until: string; redirect: string }>;
}) {
  const hydrated = useHydrated();
  const t = useTranslations();
  const text = useActionMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmPasswordInput>({ resolver: yupResolver(confirmPasswordSchema), defaultValues: { password: '' } });

  const onSubmit = async (values: ConfirmPasswordInput) => {
    setFailure(null);
    const answer = await runAction(action, { ...values, returnUrl, locale });
    if (answer.ok) {
      window.location.assign(getPathname({ href: answer.data.redirect, locale }));
      return;
    }
    if (!applyFieldErrors(answer, setError, ['password'], { shouldFocus: true })) setFailure(answer.message);
  };

  return (
    <form method="post" data-form="confirmpassword" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <TextField id="confirm-password" type="password" label={t('login.password')} error={text(errors.password?.message)} autoComplete="current-password" registration={register('password')} />
      <FormError testId="confirmpassword-error">{text(failure)}</FormError>
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {t('myaccount.confirm.submit')}
      </button>
    </form>
  );
}
