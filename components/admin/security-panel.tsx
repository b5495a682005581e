'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { withReauth, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';

type Setup = { secret: string; uri: string; qr: string };

interface Actions extends ReauthActions {
  beginTotp: (input: { locale: string }) => Promise<ActionResult<Setup>>;
  confirmTotp: (input: { code: string; locale: string }) => Promise<ActionResult>;
  newRecoveryCodes: (input: { locale: string }) => Promise<ActionResult<{ codes: string[] }>>;
  reauthWithCode: (input: { code: string }) => Promise<ActionResult>;
}

const button = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const input = 'mt-1 w-40 rounded-md border border-gray-400 px-3 py-2 font-mono';

/** A six-digit code field with its label and error, submitted with its button. */
function CodeForm({ label, submit, busy, onSubmit, error }: { label: string; submit: string; busy: boolean; onSubmit: (code: string) => void; error?: string }) {
  const hydrated = useHydrated();
  const id = useId();
  return (
    <form
      method="post"
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(String(new FormData(event.currentTarget).get('code') ?? ''));
      }}
    >
      <div>
        <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={input}
        />
      </div>
      <button type="submit" disabled={!hydrated || busy} className={button}>
        {submit}
      </button>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * One's own second factors: the TOTP authenticator (set up with the secret shown once, confirmed by
 * a current code), the recovery codes (made anew, shown once) and re-authentication with a code.
 */
export function SecurityPanel({ locale, totpSince, remaining, actions }: { locale: string; totpSince: string | null; remaining: number; actions: Actions }) {
  const t = useTranslations('admin.security');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [codeError, setCodeError] = useState<{ form: 'confirm' | 'reauth'; text: string }>();

  async function run<T>(call: () => Promise<ActionResult<T>>, done: (data: T) => void, form?: 'confirm' | 'reauth') {
    setBusy(true);
    setNotice(undefined);
    setCodeError(undefined);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      done(result.data);
      router.refresh();
    } else if (form && (result.fieldErrors.code || result.message === 'admin.errors.code')) setCodeError({ form, text: message(result.fieldErrors.code ?? result.message) });
    else setNotice({ ok: false, text: message(result.message) });
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-totp`} className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
        <h2 id={`${id}-totp`} className="text-lg font-semibold">
          {t('totpTitle')}
        </h2>
        <p className="text-gray-700">{totpSince ? t('totpActive', { since: totpSince }) : t('totpNone')}</p>
        <p className="text-sm text-gray-600">{t('totpAbout')}</p>
        {!setup && (
          <button type="button" disabled={busy} className={button} onClick={() => run(() => withReauth(() => runAction(actions.beginTotp, { locale }), actions), (data) => setSetup(data))}>
            {totpSince ? t('totpReplace') : t('totpSetUp')}
          </button>
        )}
        {setup && (
          <div className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-4">
            <p className="font-semibold">{t('secretOnce')}</p>
            <div role="img" aria-label={t('qrLabel')} className="w-48 max-w-full bg-white [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: setup.qr }} />
            <p>
              {t('secret')}: <code className="break-all font-mono" data-totp-secret>{setup.secret}</code>
            </p>
            <p className="text-sm">
              {t('uri')}: <code className="break-all">{setup.uri}</code>
            </p>
            <CodeForm
              label={t('confirmLabel')}
              submit={t('confirm')}
              busy={busy}
              error={codeError?.form === 'confirm' ? codeError.text : undefined}
              onSubmit={(code) =>
                run(
                  () => withReauth(() => runAction(actions.confirmTotp, { code, locale }), actions),
                  () => {
                    setSetup(undefined);
                    setNotice({ ok: true, text: t('totpConfirmed') });
                  },
                  'confirm',
                )
              }
            />
          </div>
        )}
      </section>

      <section aria-labelledby={`${id}-recovery`} className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
        <h2 id={`${id}-recovery`} className="text-lg font-semibold">
          {t('recoveryTitle')}
        </h2>
        <p className="text-gray-700" data-recovery-left>
          {t('recoveryLeft', { remaining })}
        </p>
        <p className="text-sm text-gray-600">{t('recoveryAbout')}</p>
        <button type="button" disabled={busy} className={button} onClick={() => run(() => withReauth(() => runAction(actions.newRecoveryCodes, { locale }), actions), (data) => setCodes(data.codes))}>
          {t('recoveryNew')}
        </button>
        {codes && (
          <div className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-4">
            <p className="font-semibold">{t('recoveryOnce')}</p>
            <ol className="grid list-decimal gap-1 pl-6 font-mono sm:grid-cols-2">
              {codes.map((code) => (
                <li key={code} data-recovery-code>
                  {code}
                </li>
              ))}
            </ol>
          </div>
        )}
      </section>

      {totpSince && (
        <section aria-labelledby={`${id}-reauth`} className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
          <h2 id={`${id}-reauth`} className="text-lg font-semibold">
            {t('reauthTitle')}
          </h2>
          <p className="text-sm text-gray-600">{t('reauthAbout')}</p>
          <CodeForm
            label={t('codeLabel')}
            submit={t('reauthButton')}
            busy={busy}
            error={codeError?.form === 'reauth' ? codeError.text : undefined}
            onSubmit={(code) => run(() => runAction(actions.reauthWithCode, { code }), () => setNotice({ ok: true, text: t('reauthDone') }), 'reauth')}
          />
        </section>
      )}

      <p role="alert" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </div>
  );
}
