'use client';

import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl';
import { useState, useTransition } from 'react';
import { LoginPrompt, type LoginPromptLabels } from '@/components/auth/login-prompt';
import { knownSessionState, useSessionState } from '@/components/layout/session-state';
import type { Action, ActionResult } from '@/lib/actions/action-result';
import { runAction, useActionMessage } from '@/lib/actions/use-action-message';

export interface EnterTournamentLabels {
  enter: string;
  entering: string;
  loginPrompt: LoginPromptLabels;
  /** The messages an entry's answer may name (tournament.join, tournament.error, api), picked on the server. */
  messages: AbstractIntlMessages;
}

/** The entry action, handed down by the page (components do not import app/); answers the success text's key. */
export type EnterTournamentAction = Action<{ tournamentno: number; locale: string }, { message: string }>;

/**
 * Enters a tournament. A visitor is told that this service requires login and offered the login
 * page (spec §6); a member's entry goes to the member API, whose answer is shown beside the button.
 * On a cached page (the tournament view) nothing of the visitor is in the HTML: without `loggedIn`
 * the button asks the layout's session store; a click before it has answered waits for it rather
 * than show a member the login prompt.
 */
export function EnterTournamentButton({
  tournamentno,
  loggedIn: known,
  labels,
  action,
  accessibleName,
}: {
  tournamentno: number;
  /** Given by a page rendered per request; a cached page leaves it to the session store. */
  loggedIn?: boolean;
  labels: EnterTournamentLabels;
  action: EnterTournamentAction;
  accessibleName?: string;
}) {
  const locale = useLocale();
  const session = useSessionState();
  const loggedIn = known ?? session?.loggedIn;
  const [promptOpen, setPromptOpen] = useState(false);
  const [result, setResult] = useState<ActionResult<{ message: string }> | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={pending}
        aria-label={accessibleName}
        onClick={() => {
          if (loggedIn === false) {
            setPromptOpen(true);
            return;
          }
          startTransition(async () => {
            const member = loggedIn ?? (await knownSessionState())?.loggedIn === true;
            if (!member) {
              setPromptOpen(true);
              return;
            }
            setResult(await runAction(action, { tournamentno, locale }));
          });
        }}
        className="rounded-full bg-accent-400 px-6 py-2.5 font-bold text-brand-900 hover:bg-accent-500 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {pending ? labels.entering : labels.enter}
      </button>
      <NextIntlClientProvider locale={locale} messages={labels.messages}>
        <EntryAnswer result={result} />
      </NextIntlClientProvider>
      {!loggedIn && <LoginPrompt open={promptOpen} onClose={() => setPromptOpen(false)} labels={labels.loginPrompt} />}
    </div>
  );
}

function EntryAnswer({ result }: { result: ActionResult<{ message: string }> | null }) {
  const text = useActionMessage();
  return (
    <p role="status" className={`text-sm font-semibold ${result?.ok ? 'text-emerald-800' : 'text-rose-700'}`}>
      {result && text(result.ok ? result.data.message : result.message)}
    </p>
  );
}
