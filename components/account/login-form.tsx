'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, submitClass, TextField } from '@/components/ui/form';
import type { Action, ActionFailure } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { getPathname, Link } from '@/lib/portal/i18n/navigation';
import type { Locale } from '@/lib/portal/i18n/routing';
import type { LoginInput } from '@/lib/shared/validation/account';
import { lazyYupResolver } from '@/lib/shared/validation/lazy-resolver';
import { solveChallenge } from '@/lib/shared/captcha/pow';
import './build-canary';

/** The schema the server action checks too, loaded when the visitor starts filling in the form. */
const loginResolver = lazyYupResolver<LoginInput>(() => import('@/lib/shared/validation/account').then((module) => module.loginSchema));

const REMEMBER_ID = 'remember_id';
const REMEMBER_YN = 'remember_yn';

/**
 * Spec §4 login: the result is stored server-side in the session cookie; "remember ID" keeps
 * remember_id and remember_yn='y' in local storage and removes them when unticked.
 */
type Captcha = { kind: 'recaptcha'; siteKey: string; action: string } | { kind: 'pow'; challenge: string };

/** The member API's answer when the account's or the address's guessing budget is spent. */
const PROOF_REQUIRED = 'auth.error.proofRequired';

/** Solves the check a login needs once many wrong passwords were tried: reCAPTCHA or the proof of work. */
async function proofToken(captcha: Captcha): Promise<string> {
  if (captcha.kind === 'recaptcha') {
    const { load } = await import('recaptcha-v3');
    const recaptcha = await load(captcha.siteKey, { autoHideBadge: false });
    return recaptcha.execute(captcha.action);
  }
  return solveChallenge(captcha.challenge);
}

export interface LoginActions {
  login: Action<LoginInput & { returnUrl: string; locale: Locale }, { redirect: string; needEditProfile: boolean }>;
  loginProof: Action<Record<string, never>, Captcha>;
  resendVerification: Action<{ player_id: string; locale: Locale }>;
  restore: Action<LoginInput & { returnUrl: string; locale: Locale }, { redirect: string; needEditProfile: boolean }>;
}

export function LoginForm({ locale, returnUrl, actions }: { locale: Locale; returnUrl: string; actions: LoginActions }) {
  const hydrated = useHydrated();
  const t = useTranslations();
  const text = useActionMessage();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [continueTo, setContinueTo] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [proving, setProving] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { player_id: '', password: '' } });

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
    let answer = await runAction(actions.login, { ...values, returnUrl, locale });
    if (!answer.ok && answer.message === PROOF_REQUIRED) {
      // Many wrong passwords were tried (here or from this network): the browser solves a short
      // check and sends the same ID and password again, so the member types nothing twice.
      setProving(true);
      try {
        const challenge = await runAction(actions.loginProof, {});
        if (challenge.ok) answer = await runAction(actions.login, { ...values, proof: await proofToken(challenge.data), returnUrl, locale });
        else answer = challenge;
      } catch {
        // A reCAPTCHA script that does not load: the proof-required message says to try again.
      } finally {
        setProving(false);
      }
    }
    if (!answer.ok) {
      setFailure(answer);
      return;
    }
    finish(answer.data, values.player_id, remember);
  };

  const finish = (data: { redirect: string; needEditProfile: boolean }, playerId: string, remember: boolean) => {
    if (remember) {
      localStorage.setItem(REMEMBER_ID, playerId);
      localStorage.setItem(REMEMBER_YN, 'y');
    } else {
      localStorage.removeItem(REMEMBER_ID);
      localStorage.removeItem(REMEMBER_YN);
    }
    const target = getPathname({ href: data.redirect, locale });
    if (data.needEditProfile) {
      setContinueTo(target);
      return;
    }
    // A full load, so the header and footer read the new session.
    window.location.assign(target);
  };

  /** A withdrawn account within its year: the member confirms with the ID and password just typed. */
  const restoreAccount = async () => {
    setRestoring(true);
    const values = getValues();
    const remember = (document.getElementById('login-remember') as HTMLInputElement | null)?.checked ?? false;
    const answer = await runAction(actions.restore, { ...values, returnUrl, locale });
    setRestoring(false);
    if (!answer.ok) {
      setFailure(answer);
      return;
    }
    finish(answer.data, values.player_id, remember);
  };

  const resend = async () => {
    const answer = await runAction(actions.resendVerification, { player_id: getValues('player_id'), locale });
    setFailure(null);
    setNotice(answer.ok ? t('login.resent') : (text(answer.message) ?? null));
  };

  if (continueTo) {
    return (
      <div role="alert" className="space-y-4 rounded-xl bg-amber-50 p-6 text-amber-900" data-testid="need-edit-profile">
        <p className="font-semibold">{t('login.needEditProfile')}</p>
        <a href={getPathname({ href: '/membership/myaccount/myprofile', locale })} className={submitClass + ' block text-center'}>
          {t('login.completeProfile')}
        </a>
        <a href={continueTo} className="block text-center font-semibold underline">
          {t('login.submit')}
        </a>
      </div>
    );
  }

  // The member API answers an unverified address with this key: offer to send the mail again.
  const unverified = failure?.message === 'auth.error.emailNotVerified';
  const withdrawn = failure?.message === 'auth.error.accountWithdrawn';
  return (
    <form method="post" data-form="login" noValidate onFocus={loginResolver.preload} onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <TextField
        id="login-player-id"
        label={t('login.playerId')}
        error={text(errors.player_id?.message)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        registration={register('player_id')}
      />
      <TextField
        id="login-password"
        type="password"
        label={t('login.password')}
        error={text(errors.password?.message)}
        autoComplete="current-password"
        registration={register('password')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input id="login-remember" type="checkbox" name="remember" className="h-4 w-4" />
        {t('login.rememberId')}
      </label>
      {failure && (
        <FormError testId="login-error">
          <p>{text(failure.message)}</p>
          {unverified && (
            <>
              <p>{t('login.resendOffer')}</p>
              <button type="button" onClick={resend} className="rounded-full border border-red-700 px-4 py-1.5 font-semibold">
                {t('login.resend')}
              </button>
            </>
          )}
          {withdrawn && (
            <>
              <p>{t('login.restoreOffer')}</p>
              <button type="button" onClick={restoreAccount} disabled={restoring} data-testid="restore-account" className="rounded-full border border-red-700 px-4 py-1.5 font-semibold disabled:opacity-60">
                {restoring ? t('login.submitting') : t('login.restore')}
              </button>
            </>
          )}
        </FormError>
      )}
      {proving && (
        <p role="status" data-testid="login-proof" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {t('login.proofWorking')}
        </p>
      )}
      {notice && (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-green-800">
          {notice}
        </p>
      )}
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
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
