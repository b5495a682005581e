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
import { findIdSchema, findPasswordSchema, resetPasswordSchema, type FindIdInput, type FindPasswordInput, type ResetPasswordInput } from '@/lib/shared/validation/account';

/** What a find form shows after an answer: the "sent" notice, or the failure's message key. */
type Outcome = { ok: true } | { ok: false; message: string } | null;

function Outcome({ outcome, sent }: { outcome: Outcome; sent: string }) {
  const text = useActionMessage();
  if (!outcome) return null;
  if (!outcome.ok) return <FormError>{text(outcome.message)}</FormError>;
  return (
    <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-green-800">
      {sent}
    </p>
  );
}

/** Spec §7 /findaccount/findid: mails the ID; the answer never says whether the address is known. */
export function FindIdForm({ locale, action }: { locale: Locale; action: Action<FindIdInput & { locale: Locale }> }) {
  const hydrated = useHydrated();
  const t = useTranslations('findAccount');
  const text = useActionMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<FindIdInput>({ resolver: yupResolver(findIdSchema) });
  const onSubmit = async (values: FindIdInput) => {
    const answer = await runAction(action, { ...values, locale });
    if (answer.ok) return setOutcome({ ok: true });
    // A refusal of the address goes on its field; anything else (a limit, a failure) above the button.
    if (applyFieldErrors(answer, setError, ['email'])) return setOutcome(null);
    setOutcome({ ok: false, message: answer.message });
  };
  return (
    <form method="post" data-form="find-id" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-gray-700">{t('findIdHelp')}</p>
      <TextField id="find-id-email" type="email" label={t('email')} error={text(errors.email?.message)} autoComplete="email" registration={register('email')} />
      <Outcome outcome={outcome} sent={t('sent')} />
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {t('submitId')}
      </button>
    </form>
  );
}

/** Spec §7 /findaccount/findpwd: mails a single-use reset link valid one hour; same answer either way. */
export function FindPasswordForm({ locale, action }: { locale: Locale; action: Action<FindPasswordInput & { locale: Locale }> }) {
  const hydrated = useHydrated();
  const t = useTranslations('findAccount');
  const text = useActionMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<FindPasswordInput>({ resolver: yupResolver(findPasswordSchema) });
  const onSubmit = async (values: FindPasswordInput) => {
    const answer = await runAction(action, { ...values, locale });
    if (answer.ok) return setOutcome({ ok: true });
    if (applyFieldErrors(answer, setError, ['id', 'email'])) return setOutcome(null);
    setOutcome({ ok: false, message: answer.message });
  };
  return (
    <form method="post" data-form="find-password" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-gray-700">{t('findPasswordHelp')}</p>
      <TextField id="find-pwd-id" label={t('id')} error={text(errors.id?.message)} autoComplete="username" autoCapitalize="none" registration={register('id')} />
      <TextField id="find-pwd-email" type="email" label={t('email')} error={text(errors.email?.message)} autoComplete="email" registration={register('email')} />
      <Outcome outcome={outcome} sent={t('sent')} />
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {t('submitPassword')}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ locale, token, action }: { locale: Locale; token: string; action: Action<ResetPasswordInput & { locale: Locale }> }) {
  const hydrated = useHydrated();
  const t = useTranslations('findAccount.reset');
  const text = useActionMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<ResetPasswordInput>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { token, password: '', password_re: '' },
  });
  const onSubmit = async (values: ResetPasswordInput) => {
    const answer = await runAction(action, { ...values, locale });
    if (answer.ok) {
      // A full load: the reset also ended any session this browser had.
      window.location.assign(getPathname({ href: { pathname: '/login', query: { status: 'reset' } }, locale }));
      return;
    }
    applyFieldErrors(answer, setError, ['password', 'password_re']);
    setFailure(answer.message);
  };
  return (
    <form method="post" data-form="reset-password" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <input type="hidden" {...register('token')} />
      <TextField id="reset-password" type="password" label={t('password')} error={text(errors.password?.message)} autoComplete="new-password" registration={register('password')} />
      <TextField id="reset-password-re" type="password" label={t('password_re')} error={text(errors.password_re?.message)} autoComplete="new-password" registration={register('password_re')} />
      <FormError>{text(failure)}</FormError>
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {t('submit')}
      </button>
    </form>
  );
}
