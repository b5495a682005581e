'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { useAdminMessage } from './use-admin-message';

const schema = object({ answer: string().trim().min(2, 'admin.inquiries.answerRequired').max(5000, 'admin.inquiries.answerRequired').required('admin.inquiries.answerRequired') });

interface Actions {
  assign: (input: { inquiryno: number; locale: string }) => Promise<ActionResult>;
  answer: (input: { inquiryno: number; answer: string; locale: string }) => Promise<ActionResult<{ mailed: boolean }>>;
}

/** Take the inquiry, then answer it: saved, shown to the member, mailed. What was typed stays on a failure. */
export function AnswerForm({ inquiryno, locale, answered, assignedToMe, actions }: { inquiryno: number; locale: string; answered: boolean; assignedToMe: boolean; actions: Actions }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.inquiries');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [assigning, setAssigning] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm({ resolver: yupResolver(schema), defaultValues: { answer: '' } });

  const submit = handleSubmit(async ({ answer }) => {
    setNotice(undefined);
    const result = await runAction(actions.answer, { inquiryno, answer, locale });
    if (result.ok) {
      setNotice({ ok: true, text: result.data.mailed ? t('sent') : t('notMailed') });
      router.refresh();
      return;
    }
    if (result.fieldErrors.answer) setError('answer', { message: result.fieldErrors.answer });
    setNotice({ ok: false, text: message(result.message) });
  });

  const error = formState.errors.answer?.message;
  return (
    <section className="space-y-3 rounded-lg border border-gray-200 bg-white p-5">
      {!assignedToMe && !answered && (
        <button
          type="button"
          disabled={assigning}
          onClick={async () => {
            setAssigning(true);
            const result = await runAction(actions.assign, { inquiryno, locale });
            setAssigning(false);
            setNotice(result.ok ? { ok: true, text: t('assigned') } : { ok: false, text: message(result.message) });
            if (result.ok) router.refresh();
          }}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {t('assignMe')}
        </button>
      )}
      <form method="post" onSubmit={submit} noValidate className="space-y-3">
        <label htmlFor={`${id}-answer`} className="block font-semibold">
          {t('answer')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {t('answerHint')}
        </p>
        <textarea
          id={`${id}-answer`}
          rows={8}
          maxLength={5000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="w-full rounded-md border border-gray-400 px-3 py-2"
          {...register('answer')}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {message(error)}
          </p>
        )}
        <button type="submit" disabled={!hydrated || formState.isSubmitting} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {answered ? t('resend') : t('send')}
        </button>
      </form>
      <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </section>
  );
}
