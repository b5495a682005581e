'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/navigation';
import {
  INQUIRY_CONTENTS_MAX,
  INQUIRY_EMAIL_MAX,
  INQUIRY_NAME_MAX,
  INQUIRY_PHONE_MAX,
  INQUIRY_TITLE_MAX,
  inquirySchema,
  type InquiryInput,
} from '@/lib/validation/inquiry';

type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

const fields: { name: FieldPath<InquiryInput>; type: string; max: number; autoComplete?: string; hint?: boolean }[] = [
  { name: 'title', type: 'text', max: INQUIRY_TITLE_MAX, hint: true },
  { name: 'name', type: 'text', max: INQUIRY_NAME_MAX, autoComplete: 'name', hint: true },
  { name: 'phone', type: 'tel', max: INQUIRY_PHONE_MAX, autoComplete: 'tel', hint: true },
  { name: 'email', type: 'email', max: INQUIRY_EMAIL_MAX, autoComplete: 'email', hint: true },
];

/**
 * The inquiry form (spec §5): the same yup schema as the member API checks each field in place; a
 * server refusal puts its messages on the fields, and nothing typed is cleared unless it was sent.
 */
export function InquiryForm({ locale, defaults }: { locale: string; defaults: Partial<InquiryInput> }) {
  const t = useTranslations('inquiry');
  const router = useRouter();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryInput>({
    resolver: yupResolver(inquirySchema),
    defaultValues: { title: '', name: '', phone: '', email: '', contents: '', ...defaults },
    mode: 'onTouched',
  });

  // Keys from the schema and the member API are "inquiry.error.x"; anything else is a general failure.
  const text = (key: string | undefined) => (key?.startsWith('inquiry.') ? t(key.slice('inquiry.'.length)) : t('failed'));

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    let body: { ok: boolean; message?: string; errors?: Record<string, string> };
    try {
      const response = await fetch('/api/support/inquiry', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, lang: locale }),
      });
      body = await response.json();
    } catch {
      setStatus({ kind: 'error', message: t('failed') });
      return;
    }
    if (body.ok) {
      reset({ title: '', name: values.name, phone: values.phone, email: values.email, contents: '' });
      setStatus({ kind: 'sent' });
      router.refresh();
      return;
    }
    const fieldErrors = Object.entries(body.errors ?? {});
    for (const [name, key] of fieldErrors) setError(name as FieldPath<InquiryInput>, { type: 'server', message: key }, { shouldFocus: true });
    setStatus({ kind: 'error', message: fieldErrors.length ? t('fixFields') : text(body.message) });
  });

  const inputClass = (invalid: boolean) =>
    `mt-1 w-full rounded-lg border px-3 py-2 focus:outline-none focus:ring-2 ${
      invalid ? 'border-red-600 focus:ring-red-600/30' : 'border-gray-300 focus:border-brand-700 focus:ring-brand-700/30'
    }`;

  return (
    <form onSubmit={onSubmit} noValidate data-form="inquiry" className="space-y-5" aria-describedby={`${id}-status`}>
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        return (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="block font-semibold">
              {t(`field.${field.name}`)}
            </label>
            <input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.max + 20}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${field.name}-hint${error ? ` ${id}-${field.name}-error` : ''}`}
              className={inputClass(Boolean(error))}
              {...register(field.name)}
            />
            <p id={`${id}-${field.name}-hint`} className="mt-1 text-sm text-gray-600">
              {t(`hint.${field.name as 'title' | 'name' | 'phone' | 'email'}`)}
            </p>
            {error && (
              <p id={`${id}-${field.name}-error`} data-error-for={field.name} className="mt-1 text-sm font-semibold text-red-700">
                {text(error)}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <label htmlFor={`${id}-contents`} className="block font-semibold">
          {t('field.contents')}
        </label>
        <textarea
          id={`${id}-contents`}
          rows={8}
          maxLength={INQUIRY_CONTENTS_MAX}
          aria-invalid={errors.contents ? true : undefined}
          aria-describedby={errors.contents ? `${id}-contents-error` : undefined}
          className={inputClass(Boolean(errors.contents))}
          {...register('contents')}
        />
        {errors.contents?.message && (
          <p id={`${id}-contents-error`} data-error-for="contents" className="mt-1 text-sm font-semibold text-red-700">
            {text(errors.contents.message)}
          </p>
        )}
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {status.kind === 'sent' && (
          <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-800">
            {t('sent')}
          </p>
        )}
        {status.kind === 'error' && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
            {status.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-full bg-brand-700 px-8 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
