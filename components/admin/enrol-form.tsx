'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { passkeyRegistration, type Ceremony } from './ceremony';
import { useAdminMessage } from './use-admin-message';
import { enterConsole } from './enter-console';

interface EnrolActions {
  check: (input: { token: string }) => Promise<ActionResult<{ name: string; email: string }>>;
  begin: (input: { token: string }) => Promise<ActionResult<Ceremony<PublicKeyCredentialCreationOptionsJSON>>>;
  finish: (input: { token: string; challengeId: string; response: RegistrationResponseJSON }) => Promise<ActionResult>;
}

/**
 * Enrolment from the one-time link: the token is in the link's fragment (never sent in a request
 * line, so never in an access log); it goes to the server in POST bodies only, and leaves the
 * address bar at once.
 */
export function EnrolForm({ actions, home }: { actions: EnrolActions; home: string }) {
  const t = useTranslations('admin.enrol');
  const message = useAdminMessage();
  const [token, setToken] = useState<string>();
  const [who, setWho] = useState<{ name: string; email: string }>();
  const [state, setState] = useState<'checking' | 'retry' | 'ready' | 'busy' | 'done' | 'invalid'>('checking');
  const [error, setError] = useState<string>();
  // The link's token, taken out of the address bar at once: kept here so a check refused for a
  // while (too many attempts, a fault on our side) can be asked again without the link.
  const [linkToken, setLinkToken] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  const taken = useRef<string>(undefined);

  useEffect(() => {
    // Once per page: an effect run again (React's development checks) finds the address bar cleared.
    if (taken.current === undefined) {
      taken.current = window.location.hash.slice(1);
      if (taken.current) window.history.replaceState(null, '', window.location.pathname);
    }
    setLinkToken(taken.current);
  }, []);

  useEffect(() => {
    if (linkToken === undefined) return;
    let cancelled = false;
    runAction(actions.check, { token: linkToken }).then((result) => {
      if (cancelled) return;
      if (result.ok) {
        setToken(linkToken);
        setWho(result.data);
        setError(undefined);
        setState('ready');
      } else {
        setError(message(result.message));
        // Only a link that is no good is final; anything else may pass when asked again.
        setState(result.message === 'admin.errors.enrolment' || !linkToken ? 'invalid' : 'retry');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [actions, message, linkToken, attempt]);

  function checkAgain() {
    setError(undefined);
    setState('checking');
    setAttempt((count) => count + 1);
  }

  async function enrol() {
    if (!token) return;
    setState('busy');
    setError(undefined);
    const result = await passkeyRegistration(
      () => actions.begin({ token }),
      (input) => actions.finish({ token, ...input }),
    );
    if (result.ok) {
      setState('done');
      enterConsole(home);
      return;
    }
    setError(message(result.message));
    setState(result.message === 'admin.errors.enrolment' ? 'invalid' : 'ready');
  }

  return (
    <div className="space-y-4">
      {state === 'checking' && <p aria-live="polite">{t('checking')}</p>}
      {who && state !== 'invalid' && <p>{t('intro', who)}</p>}
      {(state === 'ready' || state === 'busy') && (
        <button type="button" onClick={enrol} disabled={state === 'busy'} className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {state === 'busy' ? t('working') : t('button')}
        </button>
      )}
      {state === 'retry' && (
        <button type="button" onClick={checkAgain} className="w-full rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50">
          {t('retry')}
        </button>
      )}
      {state === 'done' && <p aria-live="polite">{t('done')}</p>}
      <p role="alert" className="min-h-6 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
