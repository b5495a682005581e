'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { findIdSchema, findPasswordSchema, resetPasswordSchema, type FindIdInput, type FindPasswordInput, type ResetPasswordInput } from '@/lib/validation/account';
import { buttonClass, describedBy, FormField, inputClass, localizedHref, postAccount } from './form-field';

function useMessage() {
  const t = useTranslations();
  return (key?: string) => (key ? (t.has(key as never) ? t(key as never) : key) : undefined);
}

/** Spec §7 /findaccount/findid: mails the ID; the answer never says whether the address is known. */
export function FindIdForm({ locale }: { locale: string }) {
  const t = useTranslations('findAccount');
  const message = useMessage();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<FindIdInput>({ resolver: yupResolver(findIdSchema) });
  const onSubmit = async (values: FindIdInput) => {
    const answer = await postAccount('find-id', { ...values, locale });
    setResult(answer.ok ? { ok: true, text: t('sent') } : { ok: false, text: answer.errors.email ?? answer.message });
  };
  const error = message(errors.email?.message);
  return (
    <form data-form="find-id" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-gray-700">{t('findIdHelp')}</p>
      <FormField id="find-id-email" label={t('email')} error={error}>
        <input id="find-id-email" type="email" autoComplete="email" className={inputClass} aria-invalid={Boolean(error)} aria-describedby={describedBy('find-id-email', { error: Boolean(error) })} {...register('email')} />
      </FormField>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`rounded-lg p-4 text-sm ${result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
          {result.text}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass}>
        {t('submitId')}
      </button>
    </form>
  );
}

/** Spec §7 /findaccount/findpwd: mails a single-use reset link valid one hour; same answer either way. */
export function FindPasswordForm({ locale }: { locale: string }) {
  const t = useTranslations('findAccount');
  const message = useMessage();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<FindPasswordInput>({ resolver: yupResolver(findPasswordSchema) });
  const onSubmit = async (values: FindPasswordInput) => {
    const answer = await postAccount('find-password', { ...values, locale });
    setResult(answer.ok ? { ok: true, text: t('sent') } : { ok: false, text: answer.message });
  };
  const idError = message(errors.id?.message);
  const emailError = message(errors.email?.message);
  return (
    <form data-form="find-password" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-gray-700">{t('findPasswordHelp')}</p>
      <FormField id="find-pwd-id" label={t('id')} error={idError}>
        <input id="find-pwd-id" autoComplete="username" autoCapitalize="none" className={inputClass} aria-invalid={Boolean(idError)} aria-describedby={describedBy('find-pwd-id', { error: Boolean(idError) })} {...register('id')} />
      </FormField>
      <FormField id="find-pwd-email" label={t('email')} error={emailError}>
        <input id="find-pwd-email" type="email" autoComplete="email" className={inputClass} aria-invalid={Boolean(emailError)} aria-describedby={describedBy('find-pwd-email', { error: Boolean(emailError) })} {...register('email')} />
      </FormField>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`rounded-lg p-4 text-sm ${result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
          {result.text}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass}>
        {t('submitPassword')}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ locale, token }: { locale: string; token: string }) {
  const t = useTranslations('findAccount.reset');
  const message = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<ResetPasswordInput>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { token, password: '', password_re: '' },
  });
  const onSubmit = async (values: ResetPasswordInput) => {
    const answer = await postAccount('reset-password', { ...values, locale });
    if (answer.ok) {
      window.location.assign(localizedHref(locale, '/login?status=reset'));
      return;
    }
    for (const [field, text] of Object.entries(answer.errors)) if (field === 'password' || field === 'password_re') setError(field, { type: 'server', message: text });
    setFailure(answer.message);
  };
  const passwordError = message(errors.password?.message);
  const confirmError = message(errors.password_re?.message);
  return (
    <form data-form="reset-password" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <input type="hidden" {...register('token')} />
      <FormField id="reset-password" label={t('password')} error={passwordError}>
        <input id="reset-password" type="password" autoComplete="new-password" className={inputClass} aria-invalid={Boolean(passwordError)} aria-describedby={describedBy('reset-password', { error: Boolean(passwordError) })} {...register('password')} />
      </FormField>
      <FormField id="reset-password-re" label={t('password_re')} error={confirmError}>
        <input id="reset-password-re" type="password" autoComplete="new-password" className={inputClass} aria-invalid={Boolean(confirmError)} aria-describedby={describedBy('reset-password-re', { error: Boolean(confirmError) })} {...register('password_re')} />
      </FormField>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass}>
        {t('submit')}
      </button>
    </form>
  );
}
