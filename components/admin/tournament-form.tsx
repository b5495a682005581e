'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { rankType, tournamentClass, tournamentType } from '@/lib/shared/domain/enums';
import { tournamentSchema, type TournamentInput } from '@/lib/shared/validation/tournament';
import { useAdminMessage } from './use-admin-message';

type FormValues = Omit<TournamentInput, 'entryLimit'> & { entryLimit?: number | '' };

interface Props {
  locale: string;
  /** The tournament as it is (an edit), or the new one's defaults. */
  initial: FormValues;
  venues: { shopno: number; name: string; timezone: string; zoneLabel: string }[];
  courses: { courseno: number; name: string }[];
  /** The network's zone and its label, for a network-wide tournament (offered to network admins only). */
  network?: { timezone: string; zoneLabel: string };
  /** The refund policy's sentences (lib/shared/domain/refund-policy), in this language. */
  refundRule: string[];
  save: (input: FormValues & { locale: string }) => Promise<ActionResult<{ tournamentno: number }>>;
}

const input = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';

/** Create or edit a tournament: both languages' titles and conditions, dates in its zone, fee, limit, score types, venue. */
export function TournamentForm({ locale, initial, venues, courses, network, refundRule, save }: Props) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.tournaments');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const { register, handleSubmit, formState, setError, control } = useForm<FormValues>({
    resolver: yupResolver(tournamentSchema) as never,
    defaultValues: initial,
  });
  const shopno = Number(useWatch({ control, name: 'shopno' }));
  const zone = shopno === 0 ? network : venues.find((v) => v.shopno === shopno);

  const submit = handleSubmit(async (values) => {
    setNotice(undefined);
    const result = await runAction(save, { ...values, entryLimit: values.entryLimit ?? '', locale });
    if (result.ok) {
      if (initial.tournamentno === undefined) {
        router.push(`/admin/${locale}/tournaments/${result.data.tournamentno}`);
        return;
      }
      setNotice({ ok: true, text: t('saved') });
      router.refresh();
      return;
    }
    for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as FieldPath<FormValues>, { message: key });
    setNotice({ ok: false, text: message(result.message) });
  });

  const field = (name: FieldPath<FormValues>, label: string, control: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode, hint?: string) => {
    const error = formState.errors[name as keyof FormValues]?.message;
    const fieldId = `${id}-${name}`;
    const described = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div>
        <label htmlFor={fieldId} className="block font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${fieldId}-hint`} className="text-sm text-gray-700">
            {hint}
          </p>
        )}
        {control({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
        {error && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
            {message(String(error))}
          </p>
        )}
      </div>
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6 rounded-lg border border-gray-200 bg-white p-5">
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('titles')}</legend>
        {field('name', t('nameEn'), (p) => <input {...p} lang="en" maxLength={160} className={input} {...register('name')} />)}
        {field('nameKo', t('nameKo'), (p) => <input {...p} lang="ko" maxLength={160} className={input} {...register('nameKo')} />)}
        {field('description', t('descriptionEn'), (p) => <textarea {...p} lang="en" rows={4} maxLength={4000} className={input} {...register('description')} />)}
        {field('descriptionKo', t('descriptionKo'), (p) => <textarea {...p} lang="ko" rows={4} maxLength={4000} className={input} {...register('descriptionKo')} />)}
        {field('prize', t('prizeEn'), (p) => <input {...p} lang="en" maxLength={4000} className={input} {...register('prize')} />)}
        {field('prizeKo', t('prizeKo'), (p) => <input {...p} lang="ko" maxLength={4000} className={input} {...register('prizeKo')} />)}
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('where')}</legend>
        {field('shopno', t('venue'), (p) => (
          <select {...p} className={input} {...register('shopno')}>
            {network && <option value={0}>{t('networkWide')}</option>}
            {venues.map((v) => (
              <option key={v.shopno} value={v.shopno}>
                {v.name}
              </option>
            ))}
          </select>
        ))}
        {field('courseno', t('course'), (p) => (
          <select {...p} className={input} {...register('courseno')}>
            {courses.map((c) => (
              <option key={c.courseno} value={c.courseno}>
                {c.name}
              </option>
            ))}
          </select>
        ))}
        {field('startsAt', t('starts'), (p) => <input {...p} type="datetime-local" className={input} {...register('startsAt')} />, zone && t('zone', { zone: zone.timezone, label: zone.zoneLabel }))}
        {field('endsAt', t('ends'), (p) => <input {...p} type="datetime-local" className={input} {...register('endsAt')} />, zone && t('zone', { zone: zone.timezone, label: zone.zoneLabel }))}
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">{t('conditions')}</legend>
        {field('entryFee', t('fee'), (p) => <input {...p} type="number" min={0} step={1} inputMode="numeric" className={input} {...register('entryFee')} />, t('feeHint'))}
        {field('entryLimit', t('limit'), (p) => <input {...p} type="number" min={1} step={1} inputMode="numeric" className={input} {...register('entryLimit')} />, t('limitHint'))}
        {field('attemptsAllowed', t('attempts'), (p) => <input {...p} type="number" min={1} max={20} step={1} inputMode="numeric" className={input} {...register('attemptsAllowed')} />)}
        {field('rankType', t('scoreTypes'), (p) => (
          <select {...p} className={input} {...register('rankType')}>
            {rankType.map((code) => (
              <option key={code} value={code}>
                {t(`rankTypes.${code}`)}
              </option>
            ))}
          </select>
        ))}
        {field('tourType', t('type'), (p) => (
          <select {...p} className={input} {...register('tourType')}>
            {tournamentType.map((code) => (
              <option key={code} value={code}>
                {t(`types.${code}`)}
              </option>
            ))}
          </select>
        ))}
        {field('tourClass', t('class'), (p) => (
          <select {...p} className={input} {...register('tourClass')}>
            {tournamentClass.map((code) => (
              <option key={code} value={code}>
                {t(`classes.${code}`)}
              </option>
            ))}
          </select>
        ))}
      </fieldset>

      <section aria-labelledby={`${id}-refund`} className="rounded-md bg-gray-50 p-4 text-sm">
        <h2 id={`${id}-refund`} className="font-semibold">
          {t('refundRule')}
        </h2>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {refundRule.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={!hydrated || formState.isSubmitting} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {initial.tournamentno === undefined ? t('create') : t('save')}
        </button>
        <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
          {notice?.text}
        </p>
      </div>
    </form>
  );
}
