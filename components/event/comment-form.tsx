'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LoginPrompt, type LoginPromptLabels } from '@/components/auth/login-prompt';
import { useRouter } from '@/lib/i18n/navigation';
import { COMMENT_MAX_LENGTH, commentSchema } from '@/lib/upstream/operations/event';

type Values = { body: string };

/** Keys answered by the schema, the route handler and the member API that have a text of their own. */
function messageKey(key: string | undefined): string {
  return key?.startsWith('lesson.error.') ? key.slice('lesson.'.length) : 'error.failed';
}

/**
 * Writing a comment (spec §6: members only). A visitor gets the login prompt ("Comments can be
 * written after logging in"), which brings them back here; a member's comment appears at once.
 */
export function CommentForm({ lessonno, loggedIn, loginLabels }: { lessonno: number; loggedIn: boolean; loginLabels: LoginPromptLabels }) {
  const t = useTranslations('lesson');
  const router = useRouter();
  const id = useId();
  const [prompt, setPrompt] = useState(false);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: yupResolver(commentSchema), defaultValues: { body: '' } });

  const length = useWatch({ control, name: 'body' })?.length ?? 0;

  if (!loggedIn) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 p-5">
        <p className="text-gray-700">{loginLabels.message}</p>
        <button type="button" onClick={() => setPrompt(true)} className="mt-3 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t('writeComment')}
        </button>
        <LoginPrompt open={prompt} onClose={() => setPrompt(false)} labels={loginLabels} />
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    let response: Response;
    let body: { code: number; message?: string; errors?: Record<string, string> };
    try {
      response = await fetch(`/api/event/lessons/${lessonno}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      body = await response.json();
    } catch {
      setFailure(t('error.failed'));
      return;
    }
    if (body.code === 200) {
      reset({ body: '' });
      router.refresh();
      return;
    }
    if (body.code === 401) {
      // The session ended since the page was drawn: offer to log in again; the text stays in the box.
      setPrompt(true);
      return;
    }
    if (body.errors?.body) {
      setError('body', { type: 'server', message: body.errors.body }, { shouldFocus: true });
      return;
    }
    setFailure(t(messageKey(body.message)));
  });

  const error = errors.body?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={`${id}-body`} className="block font-semibold">
        {t('commentLabel')}
      </label>
      <textarea
        id={`${id}-body`}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        placeholder={t('commentPlaceholder')}
        className={`w-full rounded-lg border px-3 py-2 focus:outline-none focus:ring-2 ${error ? 'border-red-600 focus:ring-red-600/30' : 'border-gray-300 focus:ring-brand-700/30'}`}
        {...register('body')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {t('commentCount', { count: length, max: COMMENT_MAX_LENGTH })}
        </p>
        <button type="submit" disabled={isSubmitting} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {isSubmitting ? t('posting') : t('post')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {t(messageKey(error))}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <LoginPrompt open={prompt} onClose={() => setPrompt(false)} labels={loginLabels} />
    </form>
  );
}
