'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { scoreCorrectionSchema } from '@/lib/shared/validation/tournament';
import { withReauth, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';
import { ScrollRegion } from '@/components/ui/scroll-region';

type ByNumber = (input: { tournamentno: number; locale: string }) => Promise<ActionResult<unknown>>;

/** Publish (a draft) and cancel (not yet over: paid entries are refunded; a fresh passkey check first when due). */
export function TournamentStateControls({
  tournamentno,
  locale,
  canPublish,
  canCancel,
  actions,
}: {
  tournamentno: number;
  locale: string;
  canPublish: boolean;
  canCancel: boolean;
  actions: ReauthActions & { publish: ByNumber; cancel: ByNumber };
}) {
  const t = useTranslations('admin.tournaments');
  const message = useAdminMessage();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  const run = async (which: 'publish' | 'cancel') => {
    setBusy(true);
    setNotice(undefined);
    const call = () => runAction(actions[which], { tournamentno, locale });
    const result = which === 'cancel' ? await withReauth(call, actions) : await call();
    setBusy(false);
    setConfirming(false);
    setNotice(result.ok ? { ok: true, text: which === 'publish' ? t('published') : t('cancelled') } : { ok: false, text: message(result.message) });
    if (result.ok) router.refresh();
  };

  if (!canPublish && !canCancel && !notice) return null;
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap gap-3">
        {canPublish && (
          <button type="button" disabled={busy} onClick={() => run('publish')} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('publish')}
          </button>
        )}
        {canCancel && !confirming && (
          <button type="button" disabled={busy} onClick={() => setConfirming(true)} className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
            {t('cancel')}
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={t('cancel')} className="space-y-2 rounded-md bg-red-50 p-4">
          <p>{t('cancelConfirm')}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={() => run('cancel')} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
              {t('cancelYes')}
            </button>
            <button type="button" disabled={busy} onClick={() => setConfirming(false)} className="rounded-md border border-gray-400 px-4 py-2 font-semibold">
              {t('cancelNo')}
            </button>
          </div>
        </div>
      )}
      <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </div>
  );
}

interface Entry {
  id: number;
  nickname: string;
  gross: number | null;
  net: number | null;
  rankGross: number | null;
  rankNet: number | null;
}

type Correct = (input: { tournamentno: number; entryId: number; gross: number; reason: string; locale: string }) => Promise<ActionResult<{ moved: number }>>;

/** The scored entries by gross place, and a correction of one entry's gross with a reason (re-ranked at once). */
export function ScoreCorrection({ tournamentno, locale, entries, editable, correct }: { tournamentno: number; locale: string; entries: Entry[]; editable: boolean; correct: Correct }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.tournaments');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const raw = { tournamentno, entryId: data.entryId, gross: data.gross, reason: data.reason };
    try {
      const input = await scoreCorrectionSchema.validate(raw, { abortEarly: false });
      setErrors({});
      setBusy(true);
      const result = await runAction(correct, { ...input, locale });
      setBusy(false);
      if (result.ok) {
        setNotice({ ok: true, text: t('corrected', { moved: result.data.moved }) });
        router.refresh();
        return;
      }
      setErrors(result.fieldErrors);
      setNotice({ ok: false, text: message(result.message) });
    } catch (error) {
      const found: Record<string, string> = {};
      for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) if (inner.path && !found[inner.path]) found[inner.path] = inner.message;
      setErrors(found);
    }
  };

  const describe = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const errorOf = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {message(errors[name])}
      </p>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('scores')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-gray-700">{t('noScores')}</p>
      ) : (
        <ScrollRegion label={t('scores')}>
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2">{t('place')}</th>
                <th scope="col" className="px-3 py-2">{t('player')}</th>
                <th scope="col" className="px-3 py-2">{t('gross')}</th>
                <th scope="col" className="px-3 py-2">{t('net')}</th>
                <th scope="col" className="px-3 py-2">{t('netPlace')}</th>
                <th scope="col" className="px-3 py-2">{t('entry')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-gray-200" data-entry={entry.id}>
                  <td className="px-3 py-2">{entry.rankGross ?? '—'}</td>
                  <td className="px-3 py-2">{entry.nickname}</td>
                  <td className="px-3 py-2">{entry.gross ?? '—'}</td>
                  <td className="px-3 py-2">{entry.net ?? '—'}</td>
                  <td className="px-3 py-2">{entry.rankNet ?? '—'}</td>
                  <td className="px-3 py-2">{entry.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {editable && entries.length > 0 && (
        <form method="post" onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3">
          <h3 className="text-base font-semibold md:col-span-3">{t('correct')}</h3>
          <div>
            <label htmlFor={`${id}-entryId`} className="block font-semibold">
              {t('entry')}
            </label>
            <select id={`${id}-entryId`} name="entryId" aria-describedby={describe('entryId')} className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2">
              {entries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.id} · {entry.nickname} ({entry.gross})
                </option>
              ))}
            </select>
            {errorOf('entryId')}
          </div>
          <div>
            <label htmlFor={`${id}-gross`} className="block font-semibold">
              {t('newGross')}
            </label>
            <input id={`${id}-gross`} name="gross" type="number" min={1} max={300} step={1} inputMode="numeric" aria-invalid={errors.gross ? true : undefined} aria-describedby={describe('gross')} className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
            {errorOf('gross')}
          </div>
          <div className="md:col-span-3">
            <label htmlFor={`${id}-reason`} className="block font-semibold">
              {t('reason')}
            </label>
            <textarea id={`${id}-reason`} name="reason" rows={2} maxLength={500} aria-invalid={errors.reason ? true : undefined} aria-describedby={describe('reason')} className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
            {errorOf('reason')}
          </div>
          <div className="flex flex-wrap items-center gap-4 md:col-span-3">
            <button type="submit" disabled={!hydrated || busy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              {t('correctSubmit')}
            </button>
            <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
              {notice?.text}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
