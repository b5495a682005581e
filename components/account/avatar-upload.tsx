'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ValidationError } from 'yup';
import { Avatar } from '@/components/member/avatar';
import type { Action } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { avatarSchema } from '@/lib/shared/validation/avatar';

export interface AvatarActions {
  upload: Action<FormData, { src: string | null }>;
  remove: Action<FormData, null>;
}

/**
 * The member's picture in MyZone: choose a file (checked in the browser first: type and size),
 * see it before sending, upload; or remove the picture to show the generated mark again. The
 * server checks everything again. Needs the `avatar` and `api` messages.
 */
export function AvatarUpload({ nickname, src, actions }: { nickname: string; src?: string; actions: AvatarActions }) {
  const hydrated = useHydrated();
  const t = useTranslations('avatar');
  const message = useActionMessage();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(src);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [busy, setBusy] = useState<'upload' | 'remove'>();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  // The preview's blob: URL is released when it is replaced and when the control goes away.
  const previewUrl = useRef<string>(undefined);
  function showPreview(chosen: File | undefined) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = chosen ? URL.createObjectURL(chosen) : undefined;
    setPreview(previewUrl.current);
  }
  useEffect(() => () => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
  }, []);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setResult(undefined);
    showPreview(undefined);
    setFile(undefined);
    if (!chosen) return;
    try {
      await avatarSchema.validate({ image: chosen });
      setFile(chosen);
      showPreview(chosen);
    } catch (error) {
      setResult({ ok: false, text: message(error instanceof ValidationError ? error.message : 'avatar.error.notImage') ?? '' });
    }
  }

  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setResult({ ok: false, text: message('avatar.error.missing') ?? '' });
      return;
    }
    setBusy('upload');
    const form = new FormData();
    form.set('image', file);
    const answer = await runAction(actions.upload, form);
    setBusy(undefined);
    if (answer.ok) {
      setCurrent(answer.data.src ?? undefined);
      setFile(undefined);
      showPreview(undefined);
      if (input.current) input.current.value = '';
      setResult({ ok: true, text: t('saved') });
    } else {
      setResult({ ok: false, text: message(answer.fieldErrors.image ?? answer.message) ?? '' });
    }
  }

  async function remove() {
    setBusy('remove');
    const answer = await runAction(actions.remove, new FormData());
    setBusy(undefined);
    if (answer.ok) {
      setCurrent(undefined);
      setResult({ ok: true, text: t('removed') });
    } else setResult({ ok: false, text: message(answer.message) ?? '' });
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border border-gray-200 p-4 sm:p-6" data-avatar-upload>
      <h2 id={`${inputId}-title`} className="text-lg font-bold">{t('title')}</h2>
      <form method="post" onSubmit={upload} className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex items-center gap-4">
          <figure className="text-center">
            <Avatar nickname={nickname} src={current} size={80} />
            <figcaption className="mt-1 text-xs text-gray-600">{t('current')}</figcaption>
          </figure>
          {preview && (
            <figure className="text-center">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview of the chosen file, never sent anywhere */}
              <img src={preview} alt={t('preview')} width={80} height={80} className="h-20 w-20 rounded-full object-cover ring-2 ring-brand-600" />
              <figcaption className="mt-1 text-xs text-gray-600">{t('preview')}</figcaption>
            </figure>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label htmlFor={inputId} className="block font-semibold">{t('choose')}</label>
            <input
              ref={input}
              id={inputId}
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={hintId}
              onChange={choose}
              className="mt-1 block w-full text-sm file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-gray-100 file:px-4 file:py-2 file:font-semibold hover:file:bg-gray-200"
            />
            <p id={hintId} className="mt-1 text-sm text-gray-600">{t('hint')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={!hydrated || !file || busy !== undefined} className="min-h-10 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-50">
              {busy === 'upload' ? t('uploading') : t('upload')}
            </button>
            {current && (
              <button type="button" onClick={remove} disabled={busy !== undefined} className="min-h-10 rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50 disabled:opacity-50">
                {busy === 'remove' ? t('removing') : t('remove')}
              </button>
            )}
          </div>
          <p aria-live="polite" role={result && !result.ok ? 'alert' : undefined} className={result ? (result.ok ? 'text-sm font-semibold text-green-800' : 'text-sm font-semibold text-red-700') : 'sr-only'} data-avatar-result={result ? (result.ok ? 'ok' : 'error') : undefined}>
            {result?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
