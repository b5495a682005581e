'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LoginPrompt, type LoginPromptLabels } from '@/components/auth/login-prompt';
import { FormError, TextField } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { useRouter } from '@/lib/portal/i18n/navigation';
import { COMMENT_MAX_LENGTH, commentSchema } from '@/lib/upstream/operations/event';

type Values = { body: string };

/** The lesson page's two comment actions, handed down by the page (components do not import app/). */
export interface CommentActions {
  write: Action<{ lessonno: number; body: string }, unknown>;
  remove: Action<{ commentno: number }, unknown>;
}

/** A failure's own lesson key (e.g. 'lesson.error.tooMany'), or the form's "could not be saved" for anything else. */
export function lessonFailure(message: string): string {
  return message.startsWith('lesson.error.') ? message : 'lesson.error.failed';
}

/**
 * Writing a comment (spec §6: members only). A visitor gets the login prompt ("Comments can be
 * written after logging in"), which brings them back here; a member's comment appears at once.
 */
export function CommentForm({ lessonno, loggedIn, loginLabels, action }: { lessonno: number; loggedIn: boolean; loginLabels: LoginPromptLabels; action: CommentActions['write'] }) {
  const hydrated = useHydrated();
  const t = useTranslations('lesson');
  const text = useActionMessage();
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
    const answer = await runAction(action, { ...values, lessonno });
    if (answer.ok) {
      reset({ body: '' });
      // The list is rendered on the server: draw it again with the new comment (its tags were expired).
      router.refresh();
      return;
    }
    if (answer.code === 401) {
      // The session ended since the page was drawn: offer to log in again; the text stays in the box.
      setPrompt(true);
      return;
    }
    if (applyFieldErrors(answer, setError, ['body'], { shouldFocus: true })) return;
    setFailure(lessonFailure(answer.message));
  });

  const error = errors.body?.message;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-2">
      <TextField
        multiline
        id={`${id}-body`}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        label={t('commentLabel')}
        help={t('commentCount', { count: length, max: COMMENT_MAX_LENGTH })}
        placeholder={t('commentPlaceholder')}
        error={error ? text(lessonFailure(error)) : undefined}
        registration={register('body')}
      />
      <div className="flex justify-end">
        <button type="submit" disabled={!hydrated || isSubmitting} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {isSubmitting ? t('posting') : t('post')}
        </button>
      </div>
      <FormError>{text(failure)}</FormError>
      <LoginPrompt open={prompt} onClose={() => setPrompt(false)} labels={loginLabels} />
    </form>
  );
}
