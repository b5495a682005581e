'use client';

import { NextIntlClientProvider, useLocale, useTimeZone, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { LoginPrompt, type LoginPromptLabels } from '@/components/auth/login-prompt';
import { knownSessionState, useSessionState } from '@/components/layout/session-state';
import type { Action, ActionResult } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import type { EntryPaymentStatus } from '@/lib/shared/domain/enums';
import { useRouter } from '@/lib/portal/i18n/navigation';
import type { Locale } from '@/lib/portal/i18n/routing';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { formatFee } from '@/lib/shared/money';
import type { EntryState, PaymentStep, TournamentEntryAnswer } from '@/lib/upstream/operations/payment';

// The dialogs (confirmation, payment, withdrawal) load on first use: a visitor who only reads the
// page downloads none of them, and Stripe's code loads only on the payment step (inside them).
const EntryDialog = lazy(() => import('./entry-dialog'));

export interface EntryTournament {
  tournamentno: number;
  name: string;
  /** Minor units; 0 is free. */
  fee: number;
  currency: string;
  entrylimit: number | null;
  entrycnt: number;
}

export type EnterAction = Action<{ tournamentno: number; locale: string }, { message: string; paymentstatus: EntryPaymentStatus; payment: PaymentStep | null }>;
export type PayAction = Action<{ tournamentno: number; locale: string }, PaymentStep>;
export type WithdrawAction = Action<{ tournamentno: number; locale: string }, { tournamentno: number; refund: { amount: number; currency: string } | null }>;

export interface EntryControlProps {
  /** The page's language: its provider is made here, from the messages the server picked. */
  locale: Locale;
  /** The zone the rest of the app writes dates in (lib/portal/i18n/zone): a provider made in a client component inherits none, and next-intl logs ENVIRONMENT_FALLBACK without it. */
  timeZone: string;
  tournament: EntryTournament;
  /** How fees are paid here (lib/portal/payments/config, the one switch). */
  mode: 'card' | 'venue';
  /** Stripe.js's publishable key (and a stand-in's address in tests); null without card payments. */
  stripe: { publishableKey: string; jsUrl?: string } | null;
  /** The refund policy's sentences and the payment hold's, rendered on the server from lib/shared/domain/refund-policy. */
  policy: string[];
  hold: string | null;
  /** Given by a page rendered per request; a cached page leaves it to the layout's session store. */
  loggedIn?: boolean;
  /** The messages the control and its dialogs use (payments, tournament.join, tournament.error, api). */
  messages: AbstractIntlMessages;
  loginPrompt: LoginPromptLabels;
  actions: { enter: EnterAction; pay: PayAction; withdraw: WithdrawAction };
  /** Name the buttons after the tournament (lists of several tournaments). */
  named?: boolean;
}

export type Dialog = { kind: 'confirm' } | { kind: 'pay'; step: PaymentStep } | { kind: 'withdraw'; entry: EntryState };

type View = { loggedIn: false } | ({ loggedIn: true } & TournamentEntryAnswer);
/** A message beside the control: a key (translated by useActionMessage), with values for a `payments.*` text. */
export type Note = { tone: 'ok' | 'error'; key: string; values?: Record<string, string> } | null;

async function readView(tournamentno: number): Promise<View | null> {
  try {
    const response = await fetch(`/api/tournaments/${tournamentno}/entry`, { cache: 'no-store', credentials: 'same-origin' });
    const result = (await response.json()) as ActionResult<View>;
    return result.ok ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The entry control of a tournament: "Enter" for a visitor or a member who has not entered (a paid
 * entry asks for confirmation with the fee, the refund rule and the entry limit, then takes the card
 * payment), "Entered" with the entry's payment state for a member who has, "Pay now" while a card
 * payment is awaited, and "Withdraw" until the refund policy's deadline. On a cached page nothing of
 * the visitor is in the HTML: the member's entry is read from the browser.
 */
export function EntryControl(props: EntryControlProps) {
  return (
    <NextIntlClientProvider locale={props.locale} timeZone={props.timeZone} messages={props.messages}>
      <Control {...props} />
    </NextIntlClientProvider>
  );
}

function Control({ tournament, mode, stripe, policy, hold, loggedIn: known, loginPrompt, actions, named }: EntryControlProps) {
  const t = useTranslations('payments');
  const text = useActionMessage();
  const locale = useLocale();
  const router = useRouter();
  const session = useSessionState();
  const loggedIn = known ?? session?.loggedIn;
  // Deadlines are the member's own moments: their zone (the session's), labelled; the network's until it is known.
  const networkZone = useTimeZone() ?? 'UTC';
  const zone = session?.zone?.name ?? networkZone;
  const [view, setView] = useState<View | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [pending, startTransition] = useTransition();
  const returnFocus = useRef<HTMLButtonElement | null>(null);
  const fee = formatFee(tournament.fee, tournament.currency, locale);

  const refresh = useCallback(async () => {
    const next = await readView(tournament.tournamentno);
    if (next) setView(next);
    return next;
  }, [tournament.tournamentno]);

  useEffect(() => {
    if (!loggedIn) return;
    let cancelled = false;
    void readView(tournament.tournamentno).then((next) => {
      // Unreadable: offer Enter (the member API answers "already entered" if so) rather than wait forever.
      if (!cancelled) setView(next ?? { loggedIn: false });
    });
    return () => {
      cancelled = true;
    };
  }, [loggedIn, tournament.tournamentno]);

  // A visitor (or a member who logged out) has no entry whatever was read before.
  const entry = loggedIn !== false && view?.loggedIn ? view.entry : null;

  function fail(result: ActionResult<unknown>) {
    if (!result.ok) setNote({ tone: 'error', key: result.message });
  }

  function enter(button: HTMLButtonElement) {
    returnFocus.current = button;
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
      setNote(null);
      // A paid entry is confirmed first: the fee, the refund rule and the entry limit, stated.
      if (tournament.fee > 0) {
        setDialog({ kind: 'confirm' });
        return;
      }
      const result = await runAction(actions.enter, { tournamentno: tournament.tournamentno, locale });
      if (result.ok) {
        setNote({ tone: 'ok', key: result.data.message });
        await refresh();
        router.refresh();
      } else fail(result);
    });
  }

  function payNow(button: HTMLButtonElement) {
    returnFocus.current = button;
    startTransition(async () => {
      setNote(null);
      const result = await runAction(actions.pay, { tournamentno: tournament.tournamentno, locale });
      if (result.ok) setDialog({ kind: 'pay', step: result.data });
      else {
        fail(result);
        await refresh();
      }
    });
  }

  function closeDialog(outcome?: Note) {
    setDialog(null);
    if (outcome !== undefined) setNote(outcome);
    void refresh();
    router.refresh();
    returnFocus.current?.focus();
  }

  const buttonClass =
    'rounded-full px-6 py-2.5 font-bold disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  const state = entry?.paymentstatus;

  return (
    <div className="flex flex-wrap items-center gap-3" data-entry-control={tournament.tournamentno}>
      {entry ? (
        <>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-4 py-2 font-bold text-emerald-900">
            <span aria-hidden="true">✓</span>
            {t('entered')}
          </span>
          {tournament.fee > 0 && state && (
            <span className={`text-sm font-semibold ${state === 'awaiting' ? 'text-amber-800' : 'text-gray-700'}`}>{t(`state.${state}`)}</span>
          )}
          {state === 'awaiting' && mode === 'card' && (
            <button
              type="button"
              disabled={pending}
              onClick={(event) => payNow(event.currentTarget)}
              aria-label={named ? t('payNowNamed', { name: tournament.name }) : undefined}
              className={`${buttonClass} bg-accent-400 text-brand-900 hover:bg-accent-500`}
            >
              {t('payNow')}
            </button>
          )}
          {entry.withdraw.allowed && (
            <button
              type="button"
              disabled={pending}
              onClick={(event) => {
                returnFocus.current = event.currentTarget;
                setNote(null);
                setDialog({ kind: 'withdraw', entry });
              }}
              aria-label={named ? t('withdrawNamed', { name: tournament.name }) : undefined}
              className={`${buttonClass} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
            >
              {t('withdraw')}
            </button>
          )}
          {entry.withdraw.allowed && (
            <span className="w-full text-xs text-gray-600">
              {t('withdrawUntil', { date: formatZonedDateTime(entry.withdraw.deadline, zone) })}
            </span>
          )}
        </>
      ) : loggedIn && !view ? (
        // A member's entry is being read: no Enter button that may turn out to be "Entered".
        <span role="status" className="inline-flex items-center rounded-full bg-gray-100 px-4 py-2 text-sm font-semibold text-gray-600">
          {t('checking')}
        </span>
      ) : (
        <button
          type="button"
          disabled={pending}
          aria-label={named ? t('enterNamed', { name: tournament.name }) : undefined}
          onClick={(event) => enter(event.currentTarget)}
          className={`${buttonClass} bg-accent-400 text-brand-900 hover:bg-accent-500`}
        >
          {pending ? t('entering') : t('enter')}
        </button>
      )}
      <p role="status" className={`w-full text-sm font-semibold empty:hidden ${note?.tone === 'error' ? 'text-rose-700' : 'text-emerald-800'}`}>
        {note && (note.values && note.key.startsWith('payments.') ? t(note.key.slice('payments.'.length), note.values) : text(note.key))}
      </p>
      {!loggedIn && <LoginPrompt open={promptOpen} onClose={() => setPromptOpen(false)} labels={loginPrompt} />}
      {dialog && (
        <Suspense fallback={null}>
          <EntryDialog
            dialog={dialog}
            tournament={tournament}
            zone={zone}
            fee={fee}
            mode={mode}
            stripe={stripe}
            policy={policy}
            hold={hold}
            actions={actions}
            onPaymentStep={(step) => {
              setDialog({ kind: 'pay', step });
              // Behind the dialog the control turns to Entered, awaiting payment.
              void refresh();
            }}
            onClose={closeDialog}
            refresh={refresh}
          />
        </Suspense>
      )}
    </div>
  );
}
