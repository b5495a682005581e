'use client';

import { useState, useTransition } from 'react';
import { LoginPrompt, type LoginPromptLabels } from '@/components/auth/login-prompt';
import { enterTournament, type EnterResult } from '@/app/[locale]/(site)/(public)/tournament/actions';

export interface EnterTournamentLabels {
  enter: string;
  entering: string;
  loginPrompt: LoginPromptLabels;
}

/**
 * Enters a tournament. A visitor is told that this service requires login and offered the login
 * page (spec §6); a member's entry goes to the member API, whose answer is shown beside the button.
 */
export function EnterTournamentButton({ tournamentno, loggedIn, labels, accessibleName }: { tournamentno: number; loggedIn: boolean; labels: EnterTournamentLabels; accessibleName?: string }) {
  const [promptOpen, setPromptOpen] = useState(false);
  const [result, setResult] = useState<EnterResult | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={pending}
        aria-label={accessibleName}
        onClick={() => {
          if (!loggedIn) {
            setPromptOpen(true);
            return;
          }
          startTransition(async () => setResult(await enterTournament(tournamentno)));
        }}
        className="rounded-full bg-accent-400 px-6 py-2.5 font-bold text-brand-900 hover:bg-accent-500 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {pending ? labels.entering : labels.enter}
      </button>
      <p role="status" className={`text-sm font-semibold ${result?.ok ? 'text-emerald-800' : 'text-rose-700'}`}>
        {result?.message}
      </p>
      {!loggedIn && <LoginPrompt open={promptOpen} onClose={() => setPromptOpen(false)} labels={labels.loginPrompt} />}
    </div>
  );
}
