'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ListOption, StoreOption } from '@/lib/upstream/operations/account';
import { Link } from '@/lib/i18n/navigation';
import { solveChallenge } from '@/lib/captcha/pow';
import { distanceUnit, speedUnit } from '@/lib/domain/enums';
import { signupSchema, type SignupInput } from '@/lib/validation/account';
import { buttonClass, describedBy, FormField, inputClass, postAccount } from './form-field';

type Captcha = { kind: 'recaptcha'; siteKey: string; action: string } | { kind: 'pow'; challenge: string };
type DupField = 'player_id' | 'nickname' | 'email';

async function captchaToken(initial: Captcha): Promise<string> {
  if (initial.kind === 'recaptcha') {
    const { load } = await import('recaptcha-v3');
    const recaptcha = await load(initial.siteKey, { autoHideBadge: false });
    return recaptcha.execute(initial.action);
  }
  // A fresh challenge for every attempt: each one is accepted once.
  const answer = (await fetch('/api/account/captcha', { cache: 'no-store' }).then((r) => r.json())) as { captcha?: Captcha };
  const challenge = answer.captcha?.kind === 'pow' ? answer.captcha.challenge : initial.kind === 'pow' ? initial.challenge : '';
  return solveChallenge(challenge);
}

/**
 * Spec §3 sign-up: every registration field, the three duplicate checks as the user leaves each
 * field (and again on the server at submit), the captcha, then a verification e-mail.
 */
export function SignupForm({ locale, countries, captcha }: { locale: string; countries: ListOption[]; captcha: Captcha }) {
  const t = useTranslations();
  const idPrefix = useId();
  const [statesList, setStatesList] = useState<ListOption[]>([]);
  const [storesList, setStoresList] = useState<StoreOption[]>([]);
  const [available, setAvailable] = useState<Partial<Record<DupField, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaState, setCaptchaState] = useState<'idle' | 'working'>('idle');
  const [done, setDone] = useState<{ email: string; playerId: string } | null>(null);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    trigger,
    getValues,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: yupResolver(signupSchema) as unknown as Resolver<SignupInput>,
    mode: 'onTouched',
    defaultValues: {
      gender: 'M',
      hand: 'right',
      teeheight: 40,
      fieldunit: 'meter',
      greenunit: 'meter',
      speedunit: 'kmh',
      emailagree: false,
      terms: false,
      privacy: false,
      timezone: 'UTC',
      recaptcha_token: 'pending',
    },
  });

  useEffect(() => {
    setValue('timezone', Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  }, [setValue]);

  const countryno = watch('countryno');
  const statesno = watch('statesno');

  useEffect(() => {
    if (!countryno) return;
    let cancelled = false;
    void fetch(`/api/account/states?countryno=${countryno}&locale=${locale}`)
      .then((r) => r.json())
      .then((answer: { list?: ListOption[] }) => !cancelled && setStatesList(answer.list ?? []));
    return () => {
      cancelled = true;
    };
  }, [countryno, locale]);

  useEffect(() => {
    if (!countryno) return;
    let cancelled = false;
    void fetch(`/api/account/stores?countryno=${countryno}&statesno=${statesno ?? ''}&locale=${locale}`)
      .then((r) => r.json())
      .then((answer: { list?: StoreOption[] }) => !cancelled && setStoresList(answer.list ?? []));
    return () => {
      cancelled = true;
    };
  }, [countryno, statesno, locale]);

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const message = (name: keyof SignupInput) => {
    const key = errors[name]?.message;
    return key ? (t.has(key as never) ? t(key as never) : key) : undefined;
  };

  /** Duplicate check as the user leaves a field: only for a value that passes its own rule. */
  const checkDuplicate = async (field: DupField) => {
    setAvailable((current) => ({ ...current, [field]: false }));
    if (!(await trigger(field))) return;
    const value = getValues(field);
    const answer = await postAccount('check', { field, value, locale });
    // The user changed the field while this check was on its way: the newer check answers for it.
    if (getValues(field) !== value) return;
    if (answer.ok) setAvailable((current) => ({ ...current, [field]: true }));
    else setError(field, { type: 'server', message: answer.errors[field] ?? answer.message });
  };

  const onSubmit = async (values: SignupInput) => {
    setFormError(null);
    setCaptchaState('working');
    let token: string;
    try {
      token = await captchaToken(captcha);
    } catch {
      setCaptchaState('idle');
      setError('recaptcha_token', { type: 'server', message: 'validation.captcha.failed' });
      return;
    }
    setCaptchaState('idle');
    const answer = await postAccount<{ player_id: string }>('signup', { ...values, recaptcha_token: token, locale });
    if (answer.ok) {
      setDone({ email: values.email, playerId: answer.player_id });
      window.scrollTo({ top: 0 });
      return;
    }
    const fields = Object.entries(answer.errors);
    for (const [field, text] of fields) setError(field as keyof SignupInput, { type: 'server', message: text });
    setFormError(answer.message || t('api.network'));
  };

  if (done) {
    return (
      <section role="status" data-testid="signup-done" className="space-y-4 rounded-2xl bg-green-50 p-8 text-green-900">
        <h2 className="text-2xl font-bold">{t('signup.done.title')}</h2>
        <p>{t('signup.done.body', { email: done.email })}</p>
        {resent && <p className="font-semibold">{t('signup.done.resent')}</p>}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={async () => setResent((await postAccount('resend', { player_id: done.playerId, locale })).ok)}
            className="rounded-full border border-green-800 px-5 py-2 font-semibold"
          >
            {t('signup.done.resend')}
          </button>
          <Link href="/login" className="rounded-full bg-brand-700 px-5 py-2 font-bold text-white">
            {t('signup.done.login')}
          </Link>
        </div>
      </section>
    );
  }

  const text = (name: keyof SignupInput, type = 'text', options: { help?: boolean; autoComplete?: string; dup?: DupField } = {}) => {
    const id = fieldId(name);
    const error = message(name);
    const status = options.dup && available[options.dup] && !error ? t(`validation.${options.dup === 'player_id' ? 'id' : options.dup}.available` as never) : undefined;
    const registered = register(name);
    return (
      <FormField
        id={id}
        label={t(`signup.fields.${name}` as never)}
        help={options.help ? t(`signup.help.${name}` as never) : undefined}
        error={error}
        status={status}
      >
        <input
          id={id}
          type={type}
          autoComplete={options.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={inputClass}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { help: options.help, error: Boolean(error), status: Boolean(status) })}
          {...registered}
          onBlur={async (event) => {
            await registered.onBlur(event);
            if (options.dup) await checkDuplicate(options.dup);
          }}
          onChange={async (event) => {
            await registered.onChange(event);
            if (options.dup && available[options.dup]) setAvailable((current) => ({ ...current, [options.dup!]: false }));
          }}
        />
      </FormField>
    );
  };

  const select = (name: keyof SignupInput, options: { value: string | number; label: string }[], placeholder?: string) => {
    const id = fieldId(name);
    const error = message(name);
    return (
      <FormField id={id} label={t(`signup.fields.${name}` as never)} error={error}>
        <select id={id} className={inputClass} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error: Boolean(error) })} {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  const check = (name: 'terms' | 'privacy' | 'emailagree', label: React.ReactNode) => {
    const id = fieldId(name);
    const error = message(name);
    return (
      <div>
        <label htmlFor={id} className="flex items-start gap-2 text-sm">
          <input id={id} type="checkbox" className="mt-0.5 h-4 w-4" aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
          <span>{label}</span>
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" data-error-for={id} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  const units = (values: readonly string[]) => values.map((value) => ({ value, label: t(`signup.units.${value}` as never) }));
  const timezones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

  return (
    <form data-form="signup" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-10">
      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.account')}</legend>
        {text('player_id', 'text', { help: true, autoComplete: 'username', dup: 'player_id' })}
        {text('password', 'password', { help: true, autoComplete: 'new-password' })}
        {text('password_re', 'password', { autoComplete: 'new-password' })}
        {text('email', 'email', { help: true, autoComplete: 'email', dup: 'email' })}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.profile')}</legend>
        {text('nickname', 'text', { help: true, autoComplete: 'nickname', dup: 'nickname' })}
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstname', 'text', { help: true, autoComplete: 'given-name' })}
          {text('lastname', 'text', { help: true, autoComplete: 'family-name' })}
        </div>
        {select('countryno', countries.map((c) => ({ value: c.no, label: c.name })), t('signup.select'))}
        {select('statesno', statesList.map((s) => ({ value: s.no, label: s.name })), statesList.length ? t('signup.select') : t('signup.noStates'))}
        {select('shopno', storesList.map((s) => ({ value: s.no, label: `${s.name} (${s.city})` })), storesList.length ? t('signup.select') : t('signup.noStores'))}
        {select('timezone', timezones.map((zone) => ({ value: zone, label: zone })))}
        {select('gender', [
          { value: 'M', label: t('signup.gender.M') },
          { value: 'F', label: t('signup.gender.F') },
        ])}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.game')}</legend>
        {select('hand', [
          { value: 'right', label: t('signup.hand.right') },
          { value: 'left', label: t('signup.hand.left') },
        ])}
        {text('teeheight', 'number', { help: true })}
        <div className="grid gap-5 sm:grid-cols-3">
          {select('fieldunit', units(distanceUnit))}
          {select('greenunit', units(distanceUnit))}
          {select('speedunit', units(speedUnit))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.consent')}</legend>
        {check('terms', t.rich('signup.terms', { link: (chunks) => <Link href="/terms_of_use" target="_blank" className="font-semibold text-brand-700 underline">{chunks}</Link> }))}
        {check('privacy', t.rich('signup.privacy', { link: (chunks) => <Link href="/privacy" target="_blank" className="font-semibold text-brand-700 underline">{chunks}</Link> }))}
        {check('emailagree', t('signup.emailagree'))}
      </fieldset>

      <div className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700" aria-live="polite">
        <p className="font-semibold">{t('signup.captcha.label')}</p>
        <p>{captchaState === 'working' ? t('signup.captcha.working') : captcha.kind === 'recaptcha' ? t('signup.captcha.recaptcha') : t('signup.captcha.pending')}</p>
        {message('recaptcha_token') && (
          <p role="alert" className="mt-1 font-medium text-red-700">
            {message('recaptcha_token')}
          </p>
        )}
      </div>

      {formError && (
        <p role="alert" data-testid="signup-error" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {formError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
