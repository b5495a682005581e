'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { FormError, TextField, submitClass } from '@/components/ui/form';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { registerReauthPrompt } from './ceremony';
import { useAdminMessage } from './use-admin-message';

/**
 * The code as the browser checks it before asking (six digits); the server checks it again with
 * lib/portal/staff/factor-schema.ts's totpCodeSchema, which the console's components may not import.
 */
const codeSchema = object({ code: string().trim().matches(/^\d{6}$/, 'admin.security.totpInvalid').required('admin.security.totpInvalid') });

/**
 * Focus back to where it was when the dialog opened (the dangerous action's button), unless the
 * user has moved it since. That button is usually disabled while its action waits for the check and
 * runs again: it gets focus as soon as it is enabled again.
 */
function returnFocus(target: HTMLElement | null) {
  if (!target) return;
  const focusIfLost = () => {
    if (target.isConnected && (document.activeElement === null || document.activeElement === document.body)) target.focus();
  };
  if (!(target as HTMLButtonElement).disabled) return focusIfLost();
  const observer = new MutationObserver(() => {
    if ((target as HTMLButtonElement).disabled && target.isConnected) return;
    observer.disconnect();
    focusIfLost();
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), 60_000);
}

type CodeAction = (input: { code: string }) => Promise<ActionResult>;

/** What the dialog answers when it is closed without a check (Cancel, Escape). */
export const REAUTH_CANCELLED: ActionResult = { ok: false, code: 0, message: 'admin.errors.reauthCancelled', fieldErrors: {} };

/**
 * The re-authentication dialog before a dangerous action: "Use my passkey" or a code from the
 * authenticator app. A native modal <dialog>: focus moves to the code field and stays inside, Escape
 * and Cancel give up, and focus goes back to where it was (the dangerous action's button). A refused
 * code or passkey keeps it open with the error; `onDone` gets ok once the session is re-authenticated,
 * or the failure that ends it (cancelled, the session gone).
 */
export function ReauthDialog({ passkey, reauthWithCode, onDone }: { passkey: () => Promise<ActionResult>; reauthWithCode: CodeAction; onDone: (result: ActionResult) => void }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.reauth');
  const message = useAdminMessage();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const outcome = useRef<ActionResult>(REAUTH_CANCELLED);
  const [busy, setBusy] = useState<'passkey' | 'code'>();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, formState, setError, setFocus } = useForm({ resolver: yupResolver(codeSchema), defaultValues: { code: '' } });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    setFocus('code');
    return () => returnFocus(before);
  }, [setFocus]);

  function finish(result: ActionResult) {
    outcome.current = result;
    dialogRef.current?.close();
  }

  async function usePasskey() {
    setBusy('passkey');
    setFormError(undefined);
    const result = await passkey();
    setBusy(undefined);
    if (result.ok || result.message === 'admin.errors.signin') finish(result);
    else setFormError(message(result.message));
  }

  async function confirmCode({ code }: { code: string }) {
    setBusy('code');
    setFormError(undefined);
    const result = await runAction(reauthWithCode, { code });
    setBusy(undefined);
    if (result.ok || result.message === 'admin.errors.signin') return finish(result);
    if (result.message === 'admin.errors.code' || result.fieldErrors.code) {
      setError('code', { message: result.fieldErrors.code ?? 'admin.security.totpWrong' });
      setFocus('code', { shouldSelect: true });
    } else setFormError(message(result.message));
  }

  const codeError = formState.errors.code?.message;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        // Escape while a check is on its way would drop its answer: it closes once the check is back.
        if (busy) event.preventDefault();
      }}
      onClose={() => onDone(outcome.current)}
      className="m-auto w-[min(94vw,28rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="space-y-5 p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t('title')}
        </h2>
        <p id={`${id}-intro`} className="text-sm text-gray-700">
          {t('intro')}
        </p>
        <FormError>{formError}</FormError>
        <form method="post" onSubmit={(event) => void handleSubmit(confirmCode)(event)} noValidate className="space-y-3" aria-label={t('codeForm')}>
          <TextField
            id={`${id}-code`}
            label={t('codeLabel')}
            help={t('codeHelp')}
            error={codeError ? message(codeError) : undefined}
            registration={register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-40 font-mono tracking-widest"
          />
          <button type="submit" disabled={!hydrated || busy !== undefined} className={submitClass}>
            {busy === 'code' ? t('checking') : t('submit')}
          </button>
        </form>
        <p className="text-center text-sm text-gray-600">{t('or')}</p>
        <button
          type="button"
          disabled={busy !== undefined}
          onClick={usePasskey}
          className="w-full rounded-full border border-brand-700 py-3 font-bold text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {busy === 'passkey' ? t('working') : t('passkey')}
        </button>
        <button
          type="button"
          disabled={busy !== undefined}
          onClick={() => finish(REAUTH_CANCELLED)}
          className="w-full rounded-full py-2 font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {t('cancel')}
        </button>
      </div>
    </dialog>
  );
}

/**
 * Mounted once by the console layout: makes every withReauth (and reauthenticate) of the console
 * ask through ReauthDialog when the member of staff has an authenticator app; without one the passkey
 * check runs at once, as before. One prompt at a time: a second request while one is open waits for
 * the same answer.
 */
export function ReauthPromptHost({ hasTotp, reauthWithCode }: { hasTotp: boolean; reauthWithCode: CodeAction }) {
  type Request = { passkey: () => Promise<ActionResult>; answer: Promise<ActionResult>; resolve: (result: ActionResult) => void };
  const [request, setRequest] = useState<Request>();
  const open = useRef<Request>(undefined);

  useEffect(() => {
    if (!hasTotp) return registerReauthPrompt((passkey) => passkey());
    return registerReauthPrompt((passkey) => {
      if (open.current) return open.current.answer;
      let resolve!: (result: ActionResult) => void;
      const answer = new Promise<ActionResult>((done) => (resolve = done));
      const next = { passkey, answer, resolve };
      open.current = next;
      setRequest(next);
      return answer;
    });
  }, [hasTotp]);

  if (!request) return null;
  return (
    <ReauthDialog
      passkey={request.passkey}
      reauthWithCode={reauthWithCode}
      onDone={(result) => {
        open.current = undefined;
        setRequest(undefined);
        request.resolve(result);
      }}
    />
  );
}
