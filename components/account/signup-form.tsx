'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FieldError, FormError, SelectField, submitClass, TextField } from '@/components/ui/form';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { usePlaceLists } from './use-place-lists';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import type { ListOption } from '@/lib/upstream/operations/account';
import { Link } from '@/lib/portal/i18n/navigation';
import type { Locale } from '@/lib/portal/i18n/routing';
import { solveChallenge } from '@/lib/shared/captcha/pow';
import { gender, GENDER } from '@/lib/shared/domain/enums';
import { byDistance, type LatLng } from '@/lib/shared/domain/geo';
import type { SignupInput } from '@/lib/shared/validation/account';
import { lazyYupResolver } from '@/lib/shared/validation/lazy-resolver';

/** The schema the server action checks too, loaded when the visitor starts filling in the form. */
const signupResolver = lazyYupResolver<SignupInput>(() => import('@/lib/shared/validation/account').then((module) => module.signupSchema));

type Captcha = { kind: 'recaptcha'; siteKey: string; action: string } | { kind: 'pow'; challenge: string };
type DupField = 'player_id' | 'nickname' | 'email';

export interface SignupActions {
  register: Action<SignupInput & { locale: Locale }, { player_id: string }>;
  checkPlayerId: Action<Record<string, string>>;
  checkNickname: Action<Record<string, string>>;
  checkEmail: Action<Record<string, string>>;
  newCaptcha: Action<Record<string, never>, Captcha>;
  resendVerification: Action<{ player_id: string; locale: Locale }>;
}

async function captchaToken(initial: Captcha, newCaptcha: SignupActions['newCaptcha']): Promise<string> {
  if (initial.kind === 'recaptcha') {
    const { load } = await import('recaptcha-v3');
    const recaptcha = await load(initial.siteKey, { autoHideBadge: false });
    return recaptcha.execute(initial.action);
  }
  // A fresh challenge for every attempt: each one is accepted once.
  const answer = await runAction(newCaptcha, {});
  const challenge = answer.ok && answer.data.kind === 'pow' ? answer.data.challenge : initial.kind === 'pow' ? initial.challenge : '';
  return solveChallenge(challenge);
}

/** A dependent list (states, stores) from the lists route's envelope; an empty list when it fails. */
/**
 * Spec §3 sign-up: every registration field, the three duplicate checks as the user leaves each
 * field (and again on the server at submit), the captcha, then a verification e-mail.
 */
export function SignupForm({ locale, countries, captcha, actions }: { locale: Locale; countries: ListOption[]; captcha: Captcha; actions: SignupActions }) {
  const hydrated = useHydrated();
  const t = useTranslations();
  const text = useActionMessage();
  const idPrefix = useId();
  const [available, setAvailable] = useState<Partial<Record<DupField, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaState, setCaptchaState] = useState<'idle' | 'working'>('idle');
  const [done, setDone] = useState<{ email: string; playerId: string } | null>(null);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: signupResolver,
    mode: 'onTouched',
    // Gender starts at "prefer not to say" (it is optional); the tee height and units are not asked
    // here: the member API sets them from the country and MyZone's profile edits them (issue 26 item 16).
    defaultValues: {
      gender: GENDER.undisclosed,
      hand: 'right',
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

  // useWatch rather than watch(): a subscription the React Compiler can keep memoising around.
  const countryno = useWatch({ control, name: 'countryno' });
  const statesno = useWatch({ control, name: 'statesno' });
  const { statesList, storesList } = usePlaceLists(countryno, statesno, locale);

  // The favourite venue: once the member shares their location (only on a click), the venues are
  // listed nearest first and the nearest one is chosen, also when the list changes with the state.
  const [here, setHere] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState<'idle' | 'asking' | 'unavailable'>('idle');
  const venues = here ? byDistance(storesList, here) : storesList.map((store) => ({ ...store, km: null }));
  const nearest = here ? venues.find((venue) => venue.km != null) : undefined;
  // Keyed on the venue's number: `nearest` is a new object at every render.
  const nearestNo = nearest?.no;
  useEffect(() => {
    if (nearestNo !== undefined) setValue('shopno', nearestNo, { shouldValidate: true });
  }, [nearestNo, setValue]);
  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('unavailable');
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setHere({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setLocating('idle');
      },
      () => setLocating('unavailable'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const message = (name: keyof SignupInput) => text(errors[name]?.message);

  /** Duplicate check as the user leaves a field: only for a value that passes its own rule. */
  const checkDuplicate = async (field: DupField) => {
    setAvailable((current) => ({ ...current, [field]: false }));
    if (!(await trigger(field))) return;
    const value = getValues(field);
    const answer = await runAction({ player_id: actions.checkPlayerId, nickname: actions.checkNickname, email: actions.checkEmail }[field], { [field]: value, locale });
    // The user changed the field while this check was on its way: the newer check answers for it.
    if (getValues(field) !== value) return;
    if (answer.ok) setAvailable((current) => ({ ...current, [field]: true }));
    else setError(field, { type: 'server', message: answer.fieldErrors[field] ?? answer.message });
  };

  const onSubmit = async (values: SignupInput) => {
    setFormError(null);
    setCaptchaState('working');
    let token: string;
    try {
      token = await captchaToken(captcha, actions.newCaptcha);
    } catch {
      setCaptchaState('idle');
      setError('recaptcha_token', { type: 'server', message: 'validation.captcha.failed' });
      return;
    }
    setCaptchaState('idle');
    const answer = await runAction(actions.register, { ...values, recaptcha_token: token, locale });
    if (answer.ok) {
      setDone({ email: values.email, playerId: answer.data.player_id });
      window.scrollTo({ top: 0 });
      return;
    }
    // Each refusal on its field (what was typed stays), the whole answer above the button.
    applyFieldErrors(answer, setError, Object.keys((await signupResolver.schema()).fields) as (keyof SignupInput)[]);
    setFormError(answer.message);
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
            onClick={async () => setResent((await runAction(actions.resendVerification, { player_id: done.playerId, locale })).ok)}
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

  const textField = (name: keyof SignupInput, type = 'text', options: { help?: boolean; autoComplete?: string; dup?: DupField } = {}) => {
    const error = message(name);
    const status = options.dup && available[options.dup] && !error ? t(`validation.${options.dup === 'player_id' ? 'id' : options.dup}.available` as never) : undefined;
    const registered = register(name);
    return (
      <TextField
        id={fieldId(name)}
        type={type}
        label={t(`signup.fields.${name}` as never)}
        help={options.help ? t(`signup.help.${name}` as never) : undefined}
        error={error}
        status={status}
        autoComplete={options.autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        registration={{
          ...registered,
          onBlur: async (event) => {
            await registered.onBlur(event);
            if (options.dup) await checkDuplicate(options.dup);
          },
          onChange: async (event) => {
            await registered.onChange(event);
            if (options.dup && available[options.dup]) setAvailable((current) => ({ ...current, [options.dup!]: false }));
          },
        }}
      />
    );
  };

  const select = (name: keyof SignupInput, options: { value: string | number; label: string }[], placeholder?: string, help?: string) => (
    <SelectField id={fieldId(name)} label={t(`signup.fields.${name}` as never)} help={help} error={message(name)} options={options} placeholder={placeholder} registration={register(name)} />
  );

  const check = (name: 'terms' | 'privacy' | 'emailagree', label: React.ReactNode) => {
    const id = fieldId(name);
    const error = message(name);
    return (
      <div>
        <label htmlFor={id} className="flex items-start gap-2 text-sm">
          <input id={id} type="checkbox" className="mt-0.5 h-4 w-4" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
          <span>{label}</span>
        </label>
        {error && <FieldError id={id} name={name} error={error} className="mt-1" />}
      </div>
    );
  };

  const timezones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

  return (
    <form method="post" data-form="signup" noValidate onFocus={signupResolver.preload} onSubmit={handleSubmit(onSubmit)} className="space-y-10">
      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.account')}</legend>
        {textField('player_id', 'text', { help: true, autoComplete: 'username', dup: 'player_id' })}
        {textField('password', 'password', { help: true, autoComplete: 'new-password' })}
        {textField('password_re', 'password', { autoComplete: 'new-password' })}
        {textField('email', 'email', { help: true, autoComplete: 'email', dup: 'email' })}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.profile')}</legend>
        {textField('nickname', 'text', { help: true, autoComplete: 'nickname', dup: 'nickname' })}
        <div className="grid gap-5 sm:grid-cols-2">
          {textField('firstname', 'text', { help: true, autoComplete: 'given-name' })}
          {textField('lastname', 'text', { help: true, autoComplete: 'family-name' })}
        </div>
        {select('countryno', countries.map((c) => ({ value: c.no, label: c.name })), t('signup.select'))}
        {select('statesno', statesList.map((s) => ({ value: s.no, label: s.name })), statesList.length ? t('signup.select') : t('signup.noStates'))}
        {select(
          'shopno',
          venues.map((s) => ({ value: s.no, label: `${s.name} (${s.city})${s.km != null ? ` · ${t('signup.distance', { km: s.km < 10 ? s.km.toFixed(1) : Math.round(s.km) })}` : ''}` })),
          storesList.length ? t('signup.noShop') : t('signup.noStores'),
          t('signup.help.shopno'),
        )}
        {storesList.length > 0 && (
          <div className="-mt-3 flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
            <button
              type="button"
              onClick={locate}
              disabled={locating === 'asking'}
              className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              {locating === 'asking' ? t('signup.locating') : t('signup.nearest')}
            </button>
            {locating === 'unavailable' && <span className="text-gray-700">{t('signup.locationUnavailable')}</span>}
            {nearest && <span className="text-gray-700">{t('signup.nearestChosen', { name: nearest.name })}</span>}
          </div>
        )}
        {select('timezone', timezones.map((zone) => ({ value: zone, label: zone })))}
        {select('gender', gender.map((code) => ({ value: code, label: t(`signup.gender.${code}`) })), undefined, t('signup.help.gender'))}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.game')}</legend>
        {select('hand', [
          { value: 'right', label: t('signup.hand.right') },
          { value: 'left', label: t('signup.hand.left') },
        ])}
        <p className="text-sm text-gray-700" data-testid="signup-game-defaults">
          {t('signup.gameDefaults')}
        </p>
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
        {message('recaptcha_token') && <FieldError id={fieldId('recaptcha_token')} name="recaptcha_token" error={message('recaptcha_token')!} className="mt-1" />}
      </div>

      <FormError testId="signup-error">{text(formError)}</FormError>
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
