'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormError, SelectField, submitClass, TextField } from '@/components/ui/form';
import { usePlaceLists } from '@/components/account/use-place-lists';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { distanceUnit, gender, speedUnit } from '@/lib/shared/domain/enums';
import type { Locale } from '@/lib/portal/i18n/routing';
import type { ListOption } from '@/lib/upstream/operations/account';
import { profileSchema, type ProfileInput } from '@/lib/shared/validation/account';

/**
 * MyZone's profile form: every registration field but the ID, password and e-mail, with sign-up's
 * rules (profileSchema). The favourite venue can be set here only while there is none (a social
 * member completing the profile); changing it is the favourite-venue screen's job, which asks
 * before location points are reset.
 */
export function ProfileForm({
  locale,
  initial,
  countries,
  lockedShop,
  action,
}: {
  locale: Locale;
  initial: ProfileInput;
  countries: ListOption[];
  lockedShop: { shopno: number; name: string } | null;
  action: Action<ProfileInput & { locale: Locale }, { nickname: string }>;
}) {
  const hydrated = useHydrated();
  const t = useTranslations();
  const text = useActionMessage();
  const idPrefix = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<ProfileInput>({ resolver: yupResolver(profileSchema) as unknown as Resolver<ProfileInput>, mode: 'onTouched', defaultValues: initial });

  const countryno = useWatch({ control, name: 'countryno' });
  const statesno = useWatch({ control, name: 'statesno' });
  const { statesList, storesList } = usePlaceLists(countryno, statesno, locale, { withStores: !lockedShop });

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const message = (name: keyof ProfileInput) => text(errors[name]?.message);
  const label = (name: string) => t(`signup.fields.${name}` as never);

  const onSubmit = async (values: ProfileInput) => {
    setFormError(null);
    setSaved(false);
    const answer = await runAction(action, { ...values, shopno: lockedShop?.shopno ?? values.shopno, locale });
    if (answer.ok) {
      setSaved(true);
      reset(values);
      return;
    }
    applyFieldErrors(answer, setError, Object.keys(profileSchema.fields) as (keyof ProfileInput)[], { shouldFocus: true });
    setFormError(answer.message);
  };

  const select = (name: keyof ProfileInput, options: { value: string | number; label: string }[], placeholder?: string) => (
    <SelectField id={fieldId(name)} label={label(name)} error={message(name)} options={options} placeholder={placeholder} registration={register(name)} />
  );
  const units = (values: readonly string[]) => values.map((value) => ({ value, label: t(`signup.units.${value}` as never) }));
  const timezones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [initial.timezone];

  return (
    <form method="post" data-form="myprofile" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.profile')}</legend>
        <TextField id={fieldId('nickname')} label={label('nickname')} help={t('signup.help.nickname')} error={message('nickname')} autoComplete="nickname" registration={register('nickname')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={fieldId('firstname')} label={label('firstname')} error={message('firstname')} autoComplete="given-name" registration={register('firstname')} />
          <TextField id={fieldId('lastname')} label={label('lastname')} error={message('lastname')} autoComplete="family-name" registration={register('lastname')} />
        </div>
        {select('countryno', countries.map((c) => ({ value: c.no, label: c.name })), t('signup.select'))}
        {select('statesno', statesList.map((s) => ({ value: s.no, label: s.name })), statesList.length ? t('signup.select') : t('signup.noStates'))}
        {lockedShop ? (
          <div>
            <p className="text-sm font-semibold">{label('shopno')}</p>
            <p className="mt-1 text-gray-800" data-testid="profile-shop">
              {lockedShop.name}
            </p>
            <p className="mt-1 text-sm text-gray-600">{t('myaccount.profile.shopElsewhere')}</p>
          </div>
        ) : (
          select('shopno', storesList.map((s) => ({ value: s.no, label: `${s.name} (${s.city})` })), storesList.length ? t('signup.noShop') : t('signup.noStores'))
        )}
        {select('timezone', timezones.map((zone) => ({ value: zone, label: zone })))}
        <SelectField
          id={fieldId('gender')}
          label={label('gender')}
          help={t('signup.help.gender')}
          error={message('gender')}
          options={gender.map((code) => ({ value: code, label: t(`signup.gender.${code}`) }))}
          registration={register('gender')}
        />
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-bold">{t('signup.sections.game')}</legend>
        {select('hand', [
          { value: 'right', label: t('signup.hand.right') },
          { value: 'left', label: t('signup.hand.left') },
        ])}
        <TextField id={fieldId('teeheight')} type="number" inputMode="numeric" label={label('teeheight')} help={t('signup.help.teeheight')} error={message('teeheight')} registration={register('teeheight')} />
        <div className="grid gap-5 sm:grid-cols-3">
          {select('fieldunit', units(distanceUnit))}
          {select('greenunit', units(distanceUnit))}
          {select('speedunit', units(speedUnit))}
        </div>
        <label htmlFor={fieldId('emailagree')} className="flex items-start gap-2 text-sm">
          <input id={fieldId('emailagree')} type="checkbox" className="mt-0.5 h-4 w-4" {...register('emailagree')} />
          <span>{t('signup.emailagree')}</span>
        </label>
      </fieldset>
      <FormError testId="myprofile-error">{text(formError)}</FormError>
      {saved && !isDirty && (
        <p role="status" data-testid="myprofile-saved" className="rounded-lg bg-green-50 p-4 text-sm text-green-800">
          {t('myaccount.profile.saved')}
        </p>
      )}
      <button type="submit" disabled={!hydrated || isSubmitting} className={submitClass}>
        {isSubmitting ? t('myaccount.saving') : t('myaccount.profile.save')}
      </button>
    </form>
  );
}
