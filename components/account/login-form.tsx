'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/i18n/navigation';
import { loginSchema, type LoginInput } from '@/lib/validation/account';
import { buttonClass, describedBy, FormField, inputClass, localizedHref, postAccount } from './form-field';
import './build-canary';

const REMEMBER_ID = 'remember_id';
const REMEMBER_YN = 'remember_yn';

/**
 * Spec §4 login: the result is stored server-side in the session cookie; "remember ID" keeps
 * remember_id and remember_yn='y' in local storage and removes them when unticked.
 */
export function LoginForm({ locale, returnUrl }: { locale: string; returnUrl: string }) {
  const t = useTranslations();
  const [failure, setFailure] = useState<{ message: string; unverified: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [continueTo, setContinueTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: yupResolver(loginSchema), defaultValues: { player_id: '', password: '' } });

  useEffect(() => {
    const box = document.getElementById('login-remember') as HTMLInputElement | null;
    if (localStorage.getItem(REMEMBER_YN) === 'y' && box) {
      box.checked = true;
      setValue('player_id', localStorage.getItem(REMEMBER_ID) ?? '');
    }
  }, [setValue]);

  const onSubmit = async (values: LoginInput, event?: BaseSyntheticEvent) => {
    const form = event?.target as HTMLFormElement | undefined;
    const remember = (form?.elements.namedItem('remember') as HTMLInputElement | null)?.checked ?? false;
    setFailure(null);
    setNotice(null);
    const answer = await postAccount<{ redirect: string; needEditProfile: boolean }>('login', { ...values, returnUrl, locale });
    if (!answer.ok) {
      setFailure({ message: answer.message || t('api.network'), unverified: answer.code === 403 && answer.message === t('auth.error.emailNotVerified') });
      return;
    }
    if (remember) {
      localStorage.setItem(REMEMBER_ID, values.player_id);
      localStorage.setItem(REMEMBER_YN, 'y');
    } else {
      localStorage.removeItem(REMEMBER_ID);
      localStorage.removeItem(REMEMBER_YN);
    }
    const target = localizedHref(locale, answer.redirect);
    if (answer.needEditProfile) {
      setContinueTo(target);
      return;
    }
    // A full load, so the header and footer read the new session.
    window.location.assign(target);
  };

  const resend = async () => {
    const answer = await postAccount('resend', { player_id: getValues('player_id'), locale });
    setFailure(null);
    setNotice(answer.ok ? t('login.resent') : answer.message);
  };

  if (continueTo) {
    return (
      <div role="alert" className="space-y-4 rounded-xl bg-amber-50 p-6 text-amber-900" data-testid="need-edit-profile">
        <p className="font-semibold">{t('login.needEditProfile')}</p>
        <a href={continueTo} className={buttonClass + ' block text-center'}>
          {t('login.submit')}
        </a>
      </div>
    );
  }

  return (
    <form data-form="login" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <FormField id="login-player-id" label={t('login.playerId')} error={errors.player_id?.message && t(errors.player_id.message)}>
        <input
          id="login-player-id"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          className={inputClass}
          aria-invalid={Boolean(errors.player_id)}
          aria-describedby={describedBy('login-player-id', { error: Boolean(errors.player_id) })}
          {...register('player_id')}
        />
      </FormField>
      <FormField id="login-password" label={t('login.password')} error={errors.password?.message && t(errors.password.message)}>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy('login-password', { error: Boolean(errors.password) })}
          {...register('password')}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input id="login-remember" type="checkbox" name="remember" className="h-4 w-4" />
        {t('login.rememberId')}
      </label>
      {failure && (
        <div role="alert" data-testid="login-error" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <p>{failure.message}</p>
          {failure.unverified && (
            <>
              <p>{t('login.resendOffer')}</p>
              <button type="button" onClick={resend} className="rounded-full border border-red-700 px-4 py-1.5 font-semibold">
                {t('login.resend')}
              </button>
            </>
          )}
        </div>
      )}
      {notice && (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-green-800">
          {notice}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="flex justify-between text-sm">
        <Link href="/signup" className="font-semibold text-brand-700 hover:underline">
          {t('login.signup')}
        </Link>
        <Link href="/find_id_pwd" className="text-gray-700 hover:underline">
          {t('login.findIdPassword')}
        </Link>
      </p>
    </form>
  );
}
