'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, TextField } from '@/components/ui/form';
import type { Action } from '@/lib/portal/actions/action-result';
import { applyFieldErrors, runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { Link, useRouter } from '@/lib/portal/i18n/navigation';
import { NETIZEN_TITLE_MAX, publishSwingSchema } from '@/lib/upstream/operations/records';

/** The publish action, handed down by the page (components do not import app/). */
export type PublishSwingAction = Action<{ swingno: number; title: string; locale: string }, { lessonno: number }>;

/**
 * "Publish as a netizen lesson": the member names the lesson and the swing becomes a public
 * netizen lesson (its clip and the club), where coaches and members comment on it. Once.
 */
export function PublishSwingForm({ swingno, defaultTitle, action, locale }: { swingno: number; defaultTitle: string; action: PublishSwingAction; locale: string }) {
  const hydrated = useHydrated();
  const t = useTranslations('records.swing');
  const text = useActionMessage();
  const router = useRouter();
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const [published, setPublished] = useState<number>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ title: string }>({ resolver: yupResolver(publishSwingSchema), defaultValues: { title: defaultTitle } });

  if (published) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
        {t('published')}{' '}
        <Link href={`/event/netizenlesson/netizenlessonview/${published}`} className="font-semibold underline">
          {t('openLesson')}
        </Link>
      </p>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const answer = await runAction(action, { swingno, title: values.title, locale });
    if (answer.ok) {
      setPublished(answer.data.lessonno);
      router.refresh();
      return;
    }
    if (applyFieldErrors(answer, setError, ['title'], { shouldFocus: true })) return;
    setFailure(answer.message);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3" data-form="publish-swing">
      <TextField
        id={`${id}-title`}
        label={t('titleLabel')}
        help={t('titleHelp', { max: NETIZEN_TITLE_MAX })}
        maxLength={NETIZEN_TITLE_MAX}
        error={text(errors.title?.message)}
        registration={register('title')}
      />
      <button type="submit" disabled={!hydrated || isSubmitting} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {isSubmitting ? t('publishing') : t('publish')}
      </button>
      <FormError>{text(failure)}</FormError>
    </form>
  );
}
