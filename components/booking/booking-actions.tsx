'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useRouter } from '@/lib/portal/i18n/navigation';
import { formatFee } from '@/lib/shared/money';
import type { PaymentStep } from '@/lib/upstream/operations/payment';

const CardPayment = lazy(() => import('@/components/payments/card-payment'));

const button = 'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * What a member can do with one booking: pay a held one by card (Stripe's Payment Element, the
 * booking turns confirmed when the signed webhook is applied) and cancel by the venue's rule, the
 * refund stated before confirming.
 */
export function BookingActions({
  bookingno,
  held,
  cancel,
  currency,
  stripe,
  payAction,
  statusAction,
  cancelAction,
}: {
  bookingno: number;
  held: boolean;
  cancel: { allowed: boolean; refund: number; free: boolean };
  currency: string;
  stripe: { publishableKey: string; jsUrl?: string } | null;
  payAction: (input: { bookingno: number; lang: string }) => Promise<ActionResult<PaymentStep>>;
  statusAction: (input: { bookingno: number }) => Promise<ActionResult<string>>;
  cancelAction: (input: { bookingno: number }) => Promise<ActionResult<{ amount: number; currency: string } | null>>;
}) {
  const t = useTranslations('bookingPage');
  const text = useActionMessage();
  const locale = useLocale();
  const router = useRouter();
  const [step, setStep] = useState<PaymentStep | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; key: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function startPayment() {
    startTransition(async () => {
      const result = await runAction(payAction, { bookingno, lang: locale });
      if (result.ok) setStep(result.data);
      else setMessage({ tone: 'error', key: result.message });
    });
  }

  function doCancel() {
    startTransition(async () => {
      const result = await runAction(cancelAction, { bookingno });
      setConfirming(false);
      if (result.ok) {
        setMessage({ tone: 'ok', key: 'bookingPage.cancelled' });
        router.refresh();
      } else setMessage({ tone: 'error', key: result.message });
    });
  }

  return (
    <div className="space-y-3">
      {held && stripe && !step && (
        <button type="button" onClick={startPayment} disabled={pending} className={`${button} bg-accent-400 text-brand-900`}>
          {t('payNow')}
        </button>
      )}
      {held && stripe && step && (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <CardPayment
            stripe={stripe}
            step={step}
            isPaid={async () => {
              const result = await statusAction({ bookingno });
              return result.ok && result.data === 'confirmed';
            }}
            onDone={(outcome) => {
              setStep(null);
              if (outcome) setMessage({ tone: 'ok', key: outcome.key === 'payments.paid' ? 'bookingPage.paid' : 'bookingPage.confirmSlow' });
              router.refresh();
            }}
            refresh={async () => router.refresh()}
          />
        </Suspense>
      )}
      {cancel.allowed && !confirming && (
        <button type="button" onClick={() => setConfirming(true)} className={`${button} border border-gray-300`}>
          {t('cancel')}
        </button>
      )}
      {cancel.allowed && confirming && (
        <div role="group" aria-label={t('cancel')} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {/* Nothing paid by card: within the free window that is simply free; later, the rule's part is of a card payment only. */}
          <p>{cancel.refund > 0 ? t('cancelRefund', { amount: formatFee(cancel.refund, currency, locale) }) : held ? t('cancelHeld') : cancel.free ? t('cancelFree') : t('cancelNoRefund')}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" onClick={doCancel} disabled={pending} className={`${button} bg-rose-700 text-white`}>
              {t('cancelConfirm')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={`${button} border border-gray-300`}>
              {t('keep')}
            </button>
          </div>
        </div>
      )}
      {message && (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? 'text-sm text-red-800' : 'text-sm text-green-800'}>
          {text(message.key)}
        </p>
      )}
    </div>
  );
}
