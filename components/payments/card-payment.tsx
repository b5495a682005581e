'use client';

import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatFee } from '@/lib/shared/money';
import type { PaymentStep, TournamentEntryAnswer } from '@/lib/upstream/operations/payment';

type Outcome = { tone: 'ok' | 'error'; key: string } | undefined;

/** A stand-in Stripe.js (tests) is loaded first; @stripe/stripe-js's loadStripe then finds window.Stripe. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if ((window as { Stripe?: unknown }).Stripe) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.appendChild(script);
  });
}

let stripePromise: Promise<Stripe | null> | undefined;
function stripeFor(config: { publishableKey: string; jsUrl?: string }, locale: string): Promise<Stripe | null> {
  stripePromise ??= (config.jsUrl ? loadScript(config.jsUrl) : Promise.resolve())
    .then(() => loadStripe(config.publishableKey, { locale: locale === 'ko' ? 'ko' : 'en' }))
    .catch((error: unknown) => {
      stripePromise = undefined;
      throw error;
    });
  return stripePromise;
}

async function entryIsPaid(tournamentno: number): Promise<boolean> {
  const response = await fetch(`/api/tournaments/${tournamentno}/entry`, { cache: 'no-store', credentials: 'same-origin' });
  const result = (await response.json()) as { ok: boolean; data?: { loggedIn: boolean } & Partial<TournamentEntryAnswer> };
  return result.ok === true && result.data?.entry?.paymentstatus === 'paid';
}

/**
 * The card payment: Stripe's Payment Element (the card fields are Stripe's, in Stripe's frame, so
 * no card number reaches our page's code or our server) and confirmPayment without a redirect.
 * Success is not decided here: the entry turns paid when the member API has applied Stripe's signed
 * webhook, which this waits for. A failure shows Stripe's error, code and reason (spec §8) and
 * leaves the form for another try on the same PaymentIntent.
 */
export default function CardPayment({
  stripe: config,
  step,
  tournamentno,
  isPaid,
  onDone,
  refresh,
}: {
  stripe: { publishableKey: string; jsUrl?: string };
  step: PaymentStep;
  /** The tournament whose entry is paid for; or, for another payment (a bay booking), `isPaid`. */
  tournamentno?: number;
  isPaid?: () => Promise<boolean>;
  onDone: (outcome?: Outcome) => void;
  refresh: () => Promise<unknown>;
}) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'loadError' | 'paying' | 'confirming'>('loading');
  const [failure, setFailure] = useState<StripeError | null>(null);

  // Keyed by values, not by the config object: a router refresh after the entry (its revalidation)
  // hands down an equal but new object, and remounting would empty the card form mid-typing.
  const { publishableKey, jsUrl } = config;
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    stripeFor({ publishableKey, jsUrl }, locale)
      .then((loaded) => {
        if (cancelled || !loaded || !mount.current) return;
        const group = loaded.elements({ clientSecret: step.clientsecret, locale: locale === 'ko' ? 'ko' : 'en', appearance: { theme: 'stripe' } });
        const element = group.create('payment', { layout: 'tabs' });
        element.on('ready', () => !cancelled && setState('ready'));
        element.mount(mount.current);
        destroy = () => element.destroy();
        setStripe(loaded);
        setElements(group);
      })
      .catch(() => !cancelled && setState('loadError'));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, jsUrl, locale, step.clientsecret]);

  async function pay() {
    if (!stripe || !elements) return;
    setFailure(null);
    setState('paying');
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: window.location.href }, redirect: 'if_required' });
    if (error) {
      setFailure(error);
      setState('ready');
      return;
    }
    // Confirmed with Stripe: wait for the webhook to mark the entry paid (about a second).
    setState('confirming');
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (await (isPaid ? isPaid() : entryIsPaid(tournamentno ?? 0)).catch(() => false)) {
        await refresh();
        onDone({ tone: 'ok', key: 'payments.paid' });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    onDone({ tone: 'ok', key: 'payments.confirmSlow' });
  }

  const busy = state === 'paying' || state === 'confirming';
  return (
    <div className="mt-4">
      {state === 'loading' && (
        <p role="status" className="text-sm text-gray-700">
          {t('loadingForm')}
        </p>
      )}
      {state === 'loadError' && (
        <p role="alert" className="text-sm font-semibold text-rose-700">
          {t('formError')}
        </p>
      )}
      <div ref={mount} className="min-h-12" />
      {failure && (
        <div role="alert" className="mt-3 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          <p className="font-bold">{t('failed')}</p>
          <p className="mt-1">
            {t('failedDetail', { error: failure.message ?? t('none'), code: failure.code ?? t('none'), reason: failure.decline_code ?? t('none') })}
          </p>
        </div>
      )}
      {state === 'confirming' && (
        <p role="status" className="mt-3 text-sm font-semibold text-gray-800">
          {t('confirming')}
        </p>
      )}
      <button
        type="button"
        onClick={pay}
        disabled={state === 'loading' || state === 'loadError' || busy}
        className="mt-4 w-full rounded-full bg-accent-400 px-6 py-3 font-bold text-brand-900 hover:bg-accent-500 disabled:opacity-60"
      >
        {busy ? t('paying') : t('payButton', { fee: formatFee(step.amount, step.currency, locale) })}
      </button>
    </div>
  );
}
