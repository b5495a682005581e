'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { clubType } from '@/lib/shared/domain/enums';
import { LESSON_TEXT_KEYS, lessonSchema, type LessonInput } from '@/lib/shared/validation/lesson';
import { useAdminMessage } from './use-admin-message';

const input = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';

/** Write or edit a swing lesson: title, coach, club, the stored video and poster, the stage times and the coach's texts. */
export function LessonEditor({ locale, initial, save }: { locale: string; initial: LessonInput; save: (input: LessonInput) => Promise<ActionResult<{ lessonno: number }>> }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.lessonPublishing');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const { register, handleSubmit, formState, setError } = useForm<LessonInput>({ resolver: yupResolver(lessonSchema) as never, defaultValues: initial });

  const submit = handleSubmit(async (values) => {
    setNotice(undefined);
    const result = await runAction(save, values);
    if (result.ok) {
      if (initial.lessonno === undefined) {
        router.push(`/admin/${locale}/lessons/publishing/${result.data.lessonno}?saved=1`);
        return;
      }
      setNotice({ ok: true, text: t('saved') });
      router.refresh();
      return;
    }
    for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as FieldPath<LessonInput>, { message: key });
    setNotice({ ok: false, text: message(result.message) });
  });

  const field = (name: FieldPath<LessonInput>, label: string, options: { hint?: string; multiline?: boolean; type?: string } = {}) => {
    const error = formState.errors[name as keyof typeof formState.errors]?.message as string | undefined;
    const described = [options.hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
    const props = { id: `${id}-${name}`, className: input, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...register(name) };
    return (
      <div key={name}>
        <label htmlFor={`${id}-${name}`} className="block font-semibold">
          {label}
        </label>
        {options.hint && (
          <p id={`${id}-${name}-hint`} className="text-sm text-gray-700">
            {options.hint}
          </p>
        )}
        {options.multiline ? <textarea rows={3} maxLength={2000} {...props} /> : <input type={options.type ?? 'text'} {...props} />}
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm text-red-700">
            {message(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
      {field('title', t('fields.title'))}
      <div className="grid gap-4 md:grid-cols-2">
        {field('coachPk', t('fields.coach'), { hint: t('fields.coachHint'), type: 'number' })}
        <div>
          <label htmlFor={`${id}-clubType`} className="block font-semibold">
            {t('fields.club')}
          </label>
          <select id={`${id}-clubType`} className={input} {...register('clubType')}>
            {clubType.map((code) => (
              <option key={code} value={code}>
                {t(`clubs.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {field('videoPath', t('fields.video'), { hint: t('fields.pathHint') })}
        {field('posterPath', t('fields.poster'), { hint: t('fields.pathHint') })}
      </div>
      {field('stageTimes', t('fields.stageTimes'), { hint: t('fields.stageTimesHint') })}
      {LESSON_TEXT_KEYS.map((key) => field(key, t(`fields.${key}`), { multiline: true }))}
      <button type="submit" disabled={!hydrated || formState.isSubmitting} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {t('save')}
      </button>
      <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </form>
  );
}
