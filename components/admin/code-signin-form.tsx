'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { solveChallenge } from '@/lib/shared/captcha/pow';
import { useAdminMessage } from './use-admin-message';
import { enterConsole } from './enter-console';

type Answer = { method: 'totp' | 'recovery-code'; remaining?: number };
type Captcha = { kind: 'recaptcha'; siteKey: string; action: string } | { kind: 'pow'; challenge: string };
type CodeInput = { email: string; code: string; proof?: string; locale: string };

/** The answer when the account's or the address's guessing budget is spent (lib/portal/staff/fallback-signin.ts). */
const PROOF_REQUIRED = 'admin.errors.proofRequired';

/** Solves the check an attempt needs once many wrong codes were tried: reCAPTCHA or the proof of work. */
async function proofToken(captcha: Captcha): Promise<string> {
  if (captcha.kind === 'recaptcha') {
    const { load } = await import('recaptcha-v3');
    return (await load(captcha.siteKey, { autoHideBadge: false })).execute(captcha.action);
  }
  return solveChallenge(captcha.challenge);
}

/**
 * Sign-in without the passkey: the staff e-mail and a code from the authenticator app, or a recovery
 * code (the server then sends the browser to the security page, which shows the codes left).
 */
export function CodeSignInForm({
  action,
  proof,
  home,
  locale,
}: {
  action: (input: CodeInput) => Promise<ActionResult<Answer>>;
  proof: () => Promise<ActionResult<Captcha>>;
  home: string;
  locale: string;
}) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.signin');
  const message = useAdminMessage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [proving, setProving] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    setFields({});
    const input: CodeInput = { email: String(form.get('email') ?? ''), code: String(form.get('code') ?? ''), locale };
    let result = await runAction(action, input);
    if (!result.ok && result.message === PROOF_REQUIRED) {
      // Many wrong codes were tried (on this account or from this network): the browser solves a short
      // check and sends the same e-mail and code again, so nothing is typed twice and nobody is locked out.
      setProving(true);
      try {
        const challenge = await runAction(proof, undefined);
        result = challenge.ok ? await runAction(action, { ...input, proof: await proofToken(challenge.data) }) : challenge;
      } catch {
        // A reCAPTCHA script that does not load: the proof-required message says to try again.
      } finally {
        setProving(false);
      }
    }
    if (result.ok) {
      enterConsole(home);
      return;
    }
    setFields(result.fieldErrors);
    setError(message(result.message));
    setBusy(false);
  }

  const field = (name: 'email' | 'code', label: string, props: Record<string, string>) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `${id}-${name}-error` : name === 'code' ? `${id}-code-hint` : undefined}
        className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2"
        {...props}
      />
      {name === 'code' && (
        <p id={`${id}-code-hint`} className="mt-1 text-sm text-gray-600">
          {t('codeHint')}
        </p>
      )}
      {fields[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {message(fields[name])}
        </p>
      )}
    </div>
  );

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3 border-t border-gray-200 pt-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('codeTitle')}
      </h2>
      {field('email', t('email'), { type: 'email', autoComplete: 'username', maxLength: '254' })}
      {field('code', t('code'), { autoComplete: 'one-time-code', inputMode: 'text', maxLength: '24', spellCheck: 'false' })}
      <button type="submit" disabled={!hydrated || busy} className="w-full rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60">
        {busy ? t('codeWorking') : t('codeButton')}
      </button>
      {proving && (
        <p role="status" className="text-sm text-amber-900">
          {t('proofWorking')}
        </p>
      )}
      <p role="alert" className="min-h-6 text-sm text-red-700">
        {error}
      </p>
    </form>
  );
}
