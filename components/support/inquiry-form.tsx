'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { FormError, TextField } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { useRouter } from '@/lib/portal/i18n/navigation';
import type { Locale } from '@/lib/portal/i18n/routing';
import {
  INQUIRY_CONTENTS_MAX,
  INQUIRY_EMAIL_MAX,
  INQUIRY_NAME_MAX,
  INQUIRY_PHONE_MAX,
  INQUIRY_TITLE_MAX,
  inquirySchema,
  type InquiryInput,
} from '@/lib/shared/validation/inquiry';

/** The failure's message key: the inquiry's own keys as they are, anything else (a crash, no network) the form's "not sent, nothing lost". */
type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

const fields: { name: 'title' | 'name' | 'phone' | 'email'; type: string; max: number; autoComplete?: string }[] = [
  { name: 'title', type: 'text', max: INQUIRY_TITLE_MAX },
  { name: 'name', type: 'text', max: INQUIRY_NAME_MAX, autoComplete: 'name' },
  { name: 'phone', type: 'tel', max: INQUIRY_PHONE_MAX, autoComplete: 'tel' },
  { name: 'email', type: 'email', max: INQUIRY_EMAIL_MAX, autoComplete: 'email' },
];
const fieldNames = [...fields.map((field) => field.name), 'contents'] as FieldPath<InquiryInput>[];

/**
 * The inquiry form (spec §5): the same yup schema as the member API checks each field in place; a
 * server refusal puts its messages on the fields, and nothing typed is cleared unless it was sent.
 */
export function InquiryForm({ locale, defaults, action }: { locale: Locale; defaults: Partial<InquiryInput>; action: Action<InquiryInput & { locale: Locale }> }) {
  const hydrated = useHydrated();
  const t = useTranslations('inquiry');
  const text = useActionMessage();
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

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const answer = await runAction(action, { ...values, locale });
    if (answer.ok) {
      reset({ title: '', name: values.name, phone: values.phone, email: values.email, contents: '' });
      setStatus({ kind: 'sent' });
      router.refresh();
      return;
    }
    const placed = applyFieldErrors(answer, setError, fieldNames, { shouldFocus: true });
    setStatus({ kind: 'error', message: placed ? 'inquiry.fixFields' : answer.message.startsWith('inquiry.') ? answer.message : 'inquiry.failed' });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate data-form="inquiry" className="space-y-5" aria-describedby={`${id}-status`}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`${id}-${field.name}`}
          type={field.type}
          label={t(`field.${field.name}`)}
          help={t(`hint.${field.name}`)}
          error={text(errors[field.name]?.message)}
          autoComplete={field.autoComplete}
          maxLength={field.max + 20}
          registration={register(field.name)}
        />
      ))}
      <TextField
        multiline
        id={`${id}-contents`}
        rows={8}
        label={t('field.contents')}
        error={text(errors.contents?.message)}
        maxLength={INQUIRY_CONTENTS_MAX}
        registration={register('contents')}
      />
      <div id={`${id}-status`} aria-live="polite">
        {status.kind === 'sent' && (
          <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-800">
            {t('sent')}
          </p>
        )}
        {status.kind === 'error' && <FormError>{text(status.message)}</FormError>}
      </div>
      <button
        type="submit"
        disabled={!hydrated || isSubmitting}
        className="rounded-full bg-brand-700 px-8 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
