'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { RICH_TEXT_CLASS } from '@/components/support/rich-text-class';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { useAdminMessage } from './use-admin-message';

export interface NoticeDraft {
  noticeno?: number;
  title: string;
  titleKo: string;
  markdown: string;
  markdownKo: string;
  pinned: boolean;
  /** draft, published (its instant passed) or scheduled. */
  state: 'draft' | 'published' | 'scheduled';
  /** The scheduled instant as the network zone's wall clock ("2026-12-01T09:00"), or ''. */
  publishAt: string;
  /** The server's rendering of the texts as they were loaded (the preview before any typing). */
  preview: string;
  previewKo: string;
}

interface Actions {
  previewNotice: (input: { markdown: string; locale: string }) => Promise<ActionResult<{ html: string }>>;
  saveNotice: (input: Record<string, string>) => Promise<ActionResult<{ noticeno: number }>>;
}

const field = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';
/** Milliseconds of quiet typing before the preview is asked for again. */
const PREVIEW_DELAY = 250;

/**
 * The live preview of one text: the server renders it with the notice's own renderer (Markdown, then
 * the sanitiser's allow-list, then what the public page does), a moment after typing stops; the
 * latest answer wins. What it shows is exactly what visitors will read.
 */
function usePreview(markdown: string, initial: string, locale: string, preview: Actions['previewNotice']) {
  const [state, setState] = useState<{ html: string; failed: boolean }>({ html: initial, failed: false });
  const asked = useRef(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const ticket = ++asked.current;
    const timer = setTimeout(async () => {
      const result = await runAction(preview, { markdown, locale });
      if (ticket !== asked.current) return;
      setState(result.ok ? { html: result.data.html, failed: false } : (current) => ({ ...current, failed: true }));
    }, PREVIEW_DELAY);
    return () => clearTimeout(timer);
  }, [markdown, locale, preview]);
  return state;
}

function Preview({ id, label, html, failed, lang, empty, failedText }: { id: string; label: string; html: string; failed: boolean; lang: string; empty: string; failedText: string }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-md border border-dashed border-gray-400 bg-white p-4">
      <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-gray-700">
        {label}
      </h3>
      {failed && <p className="mt-2 text-sm text-red-700">{failedText}</p>}
      {html ? (
        // Safe: the server's sanitised rendering (lib/portal/notice-markdown.ts noticePreviewHtml), as the public page shows it.
        <div lang={lang} data-preview={lang} className={`${RICH_TEXT_CLASS} mt-2 break-words`} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="mt-2 text-sm text-gray-600">{empty}</p>
      )}
    </section>
  );
}

/**
 * Writes or edits a notice: English and Korean texts in Markdown, each beside its live preview; pinned
 * or not; kept as a draft, published now or scheduled at a time of the network's zone (labelled).
 * The server validates (its keys are shown beside their fields) and what was typed stays on a refusal.
 */
export function NoticeEditor({ locale, zone, initial, actions }: { locale: string; zone: string; initial: NoticeDraft; actions: Actions }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.notices');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [markdown, setMarkdown] = useState(initial.markdown);
  const [markdownKo, setMarkdownKo] = useState(initial.markdownKo);
  const [publish, setPublish] = useState<'draft' | 'now' | 'at'>(initial.state === 'draft' ? 'draft' : initial.state === 'scheduled' ? 'at' : 'now');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const preview = usePreview(markdown, initial.preview, locale, actions.previewNotice);
  const previewKo = usePreview(markdownKo, initial.previewKo, locale, actions.previewNotice);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    const result = await runAction(actions.saveNotice, { ...values, locale });
    if (result.ok) {
      router.push(`/admin/${locale}/notices?saved=${result.data.noticeno}`);
      return;
    }
    setBusy(false);
    setErrors(result.fieldErrors);
    setFailure(message(result.message));
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {message(errors[name])}
      </p>
    ) : null;
  const described = (name: string, hint?: string) => [hint, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const input = (name: string) => ({ id: `${id}-${name}`, name, 'aria-invalid': errors[name] ? true : undefined });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6">
      {initial.noticeno !== undefined && <input type="hidden" name="noticeno" value={initial.noticeno} />}
      <p id={`${id}-markdown-hint`} className="text-sm text-gray-700">
        {t('markdownHint')}
      </p>

      <fieldset className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{t('english')}</legend>
        <div>
          <label htmlFor={`${id}-title`} className="block font-semibold">
            {t('titleLabel')}
          </label>
          <input {...input('title')} type="text" maxLength={200} defaultValue={initial.title} aria-describedby={described('title')} className={field} />
          {error('title')}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={`${id}-markdown`} className="block font-semibold">
              {t('bodyLabel')}
            </label>
            <textarea
              {...input('markdown')}
              rows={14}
              maxLength={20000}
              value={markdown}
              onChange={(event) => setMarkdown(event.target.value)}
              aria-describedby={described('markdown', `${id}-markdown-hint`)}
              className={`${field} font-mono text-sm`}
            />
            {error('markdown')}
          </div>
          <Preview id={`${id}-preview`} label={t('preview')} html={preview.html} failed={preview.failed} lang="en" empty={t('previewEmpty')} failedText={t('previewFailed')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-gray-200 bg-white p-5" aria-describedby={`${id}-korean-hint`}>
        <legend className="px-1 text-lg font-semibold">{t('korean')}</legend>
        <p id={`${id}-korean-hint`} className="text-sm text-gray-700">
          {t('koreanHint')}
        </p>
        <div>
          <label htmlFor={`${id}-titleKo`} className="block font-semibold">
            {t('titleLabelKo')}
          </label>
          <input {...input('titleKo')} type="text" lang="ko" maxLength={200} defaultValue={initial.titleKo} aria-describedby={described('titleKo')} className={field} />
          {error('titleKo')}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={`${id}-markdownKo`} className="block font-semibold">
              {t('bodyLabelKo')}
            </label>
            <textarea
              {...input('markdownKo')}
              lang="ko"
              rows={14}
              maxLength={20000}
              value={markdownKo}
              onChange={(event) => setMarkdownKo(event.target.value)}
              aria-describedby={described('markdownKo', `${id}-markdown-hint`)}
              className={`${field} font-mono text-sm`}
            />
            {error('markdownKo')}
          </div>
          <Preview id={`${id}-preview-ko`} label={t('previewKo')} html={previewKo.html} failed={previewKo.failed} lang="ko" empty={t('previewEmpty')} failedText={t('previewFailed')} />
        </div>
      </fieldset>

      <fieldset className="space-y-3 rounded-lg border border-gray-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{t('publishing')}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="pinned" defaultChecked={initial.pinned} className="h-4 w-4" />
          {t('pinned')}
        </label>
        <div role="radiogroup" aria-label={t('publishing')} aria-describedby={described('publish')} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          {(
            [
              ['draft', t('publishDraft')],
              ['now', initial.state === 'published' ? t('publishedOption') : t('publishNowOption')],
              ['at', t('publishAtOption')],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="publish" value={value} checked={publish === value} onChange={() => setPublish(value)} className="h-4 w-4" />
              {label}
            </label>
          ))}
        </div>
        {error('publish')}
        {publish === 'at' && (
          <div>
            <label htmlFor={`${id}-publishAt`} className="block font-semibold">
              {t('publishAt', { zone })}
            </label>
            <p id={`${id}-publishAt-hint`} className="text-sm text-gray-700">
              {t('publishAtHint', { zone })}
            </p>
            <input {...input('publishAt')} type="datetime-local" defaultValue={initial.publishAt} aria-describedby={described('publishAt', `${id}-publishAt-hint`)} className={`${field} max-w-xs`} />
            {error('publishAt')}
          </div>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={!hydrated || busy} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {t('save')}
        </button>
        <p role="status" className="min-h-6 text-sm text-red-700">
          {failure}
        </p>
      </div>
    </form>
  );
}
