'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { baySchema, bayPricesSchema, bookingTermsSchema, venueDetailsSchema, venueExceptionSchema, venueHoursSchema } from '@/lib/shared/validation/venue-admin';
import { useAdminMessage } from './use-admin-message';

/** The schemas by name (a schema cannot pass from the server page to this client component). */
const SCHEMAS = { details: venueDetailsSchema, hours: venueHoursSchema, exception: venueExceptionSchema, terms: bookingTermsSchema, bay: baySchema, prices: bayPricesSchema };

export interface VenueField {
  name: string;
  label: string;
  type?: 'text' | 'time' | 'number' | 'date' | 'tel' | 'checkbox' | 'select';
  options?: { value: string; label: string }[];
  hint?: string;
  lang?: string;
  maxLength?: number;
  min?: number;
  max?: number;
}

type Values = Record<string, string | number | boolean | undefined>;
const input = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';

/**
 * One form of a venue's page (details, weekly hours, an exception, booking terms, a bay, prices): its
 * fields, validated in the browser by the same yup schema its server action applies, the server's
 * field errors shown under their fields, the outcome announced.
 */
export function VenueForm({
  schema,
  legend,
  fields,
  initial,
  hidden,
  submitLabel,
  columns = 2,
  locale,
  action,
  reset = false,
}: {
  schema: keyof typeof SCHEMAS;
  legend: string;
  fields: VenueField[];
  initial: Values;
  /** Sent unchanged: the venue, the bay. */
  hidden: Values;
  submitLabel: string;
  columns?: 2 | 3 | 4;
  locale: string;
  action: (input: Values) => Promise<ActionResult<unknown>>;
  /** Empty the form after a success (an add form). */
  reset?: boolean;
}) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.venueAdmin');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const form = useForm<Values>({ resolver: yupResolver(SCHEMAS[schema] as never) as never, defaultValues: { ...initial, ...hidden } });
  const { register, handleSubmit, formState, setError } = form;

  const submit = handleSubmit(async (values) => {
    setNotice(undefined);
    const sent: Values = { ...values, ...hidden, locale };
    // A checkbox travels as "on" or "" as a form would post it.
    for (const field of fields) if (field.type === 'checkbox') sent[field.name] = values[field.name] ? 'on' : '';
    const result = await runAction(action, sent);
    if (result.ok) {
      setNotice({ ok: true, text: t('saved') });
      if (reset) form.reset({ ...initial, ...hidden });
      router.refresh();
      return;
    }
    for (const [field, key] of Object.entries(result.fieldErrors)) setError(field, { message: key });
    setNotice({ ok: false, text: message(result.message) });
  });

  const grid = columns === 4 ? 'md:grid-cols-4' : columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2';
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <fieldset className={`grid gap-4 ${grid}`}>
        <legend className="sr-only">{legend}</legend>
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = formState.errors[field.name]?.message;
          const described = [field.hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
          const common = { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...register(field.name) };
          return (
            <div key={field.name} className={field.type === 'checkbox' ? 'flex items-start gap-2 self-end' : undefined}>
              {field.type === 'checkbox' && <input type="checkbox" className="mt-1 h-5 w-5" {...common} />}
              <label htmlFor={fieldId} className="block font-semibold">
                {field.label}
              </label>
              {field.hint && (
                <p id={`${fieldId}-hint`} className="text-sm text-gray-700">
                  {field.hint}
                </p>
              )}
              {field.type === 'select' ? (
                <select className={input} {...common}>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.type === 'checkbox' ? null : (
                <input
                  type={field.type === 'number' ? 'number' : (field.type ?? 'text')}
                  inputMode={field.type === 'number' ? 'numeric' : undefined}
                  step={field.type === 'number' ? 1 : undefined}
                  min={field.min}
                  max={field.max}
                  maxLength={field.maxLength}
                  lang={field.lang}
                  className={input}
                  {...common}
                />
              )}
              {error && (
                <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
                  {message(String(error))}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={!hydrated || formState.isSubmitting} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {submitLabel}
        </button>
        <p role="status" className={notice?.ok === false ? 'text-red-700' : 'text-green-800'}>
          {notice?.text}
        </p>
      </div>
    </form>
  );
}

/** One button of a row (a bay out of service or back, a bay or an exception removed), with its outcome beside it. */
export function VenueRowButton({
  label,
  name,
  payload,
  locale,
  action,
  danger = false,
}: {
  label: string;
  /** What it acts on, for assistive technology ("Remove: Bay 2"). */
  name: string;
  payload: Values;
  locale: string;
  action: (input: Values) => Promise<ActionResult<unknown>>;
  danger?: boolean;
}) {
  const message = useAdminMessage();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setErrorText] = useState('');
  async function run() {
    setBusy(true);
    setErrorText('');
    const result = await runAction(action, { ...payload, locale });
    setBusy(false);
    if (result.ok) router.refresh();
    else setErrorText(message(result.message));
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={run}
        aria-label={`${label}: ${name}`}
        className={`rounded-md border px-2.5 py-1 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60 ${danger ? 'border-red-700 text-red-800' : 'border-gray-400'}`}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-red-700">
        {error}
      </span>
    </span>
  );
}
