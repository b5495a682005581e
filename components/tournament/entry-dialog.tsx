'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useRef, useState, useTransition } from 'react';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { formatFee } from '@/lib/shared/money';
import type { PaymentStep } from '@/lib/upstream/operations/payment';
import type { Dialog, EntryControlProps, EntryTournament, Note } from './entry-control';

// Stripe.js and the Payment Element load only on the payment step.
const CardPayment = lazy(() => import('@/components/payments/card-payment'));

interface Props {
  dialog: Dialog;
  tournament: EntryTournament;
  /** The member's zone: the payment hold's deadline is written in it, labelled (lib/shared/domain/timezone). */
  zone: string;
  fee: string;
  mode: EntryControlProps['mode'];
  stripe: EntryControlProps['stripe'];
  policy: string[];
  hold: string | null;
  actions: EntryControlProps['actions'];
  onPaymentStep: (step: PaymentStep) => void;
  onClose: (outcome?: Note) => void;
  refresh: () => Promise<unknown>;
}

const primary = 'rounded-full bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary = 'rounded-full border border-gray-300 px-5 py-2.5 font-semibold hover:bg-gray-50';

/** The refund rule as every place states it (rendered on the server from lib/shared/domain/refund-policy). */
function Policy({ policy, hold }: { policy: string[]; hold: string | null }) {
  const t = useTranslations('refundPolicy');
  return (
    <section className="mt-4 rounded-xl bg-gray-50 p-4 text-sm">
      <h3 className="font-bold">{t('title')}</h3>
      <ul data-refund-policy className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed">
        {policy.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {hold && <p className="mt-2 leading-relaxed text-gray-700">{hold}</p>}
    </section>
  );
}

/**
 * The entry control's dialogs, one native modal <dialog> (focus kept inside, Escape closes, focus
 * returns to the button): the confirmation of a paid entry, the card payment, the withdrawal.
 */
export default function EntryDialog({ dialog, tournament, zone, fee, mode, stripe, policy, hold, actions, onPaymentStep, onClose, refresh }: Props) {
  const t = useTranslations('payments');
  const text = useActionMessage();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);

  function confirmEntry() {
    startTransition(async () => {
      setFailure(null);
      const result = await runAction(actions.enter, { tournamentno: tournament.tournamentno, locale });
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      if (result.data.payment) onPaymentStep(result.data.payment);
      else onClose({ tone: 'ok', key: result.data.message });
    });
  }

  function withdraw() {
    startTransition(async () => {
      setFailure(null);
      const result = await runAction(actions.withdraw, { tournamentno: tournament.tournamentno, locale });
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      const refund = result.data.refund;
      onClose(refund ? { tone: 'ok', key: 'payments.withdrawnRefund', values: { fee: formatFee(refund.amount, refund.currency, locale) } } : { tone: 'ok', key: 'payments.withdrawn' });
    });
  }

  let title: string;
  let body: React.ReactNode;
  if (dialog.kind === 'confirm') {
    title = t('confirmTitle', { name: tournament.name });
    body = (
      <>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-600">{t('confirmFee')}</dt>
            <dd className="font-semibold">{mode === 'card' ? t('confirmFeeCard', { fee }) : t('confirmFeeVenue', { fee })}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('confirmLimit')}</dt>
            <dd className="font-semibold">{tournament.entrylimit ? t('confirmLimitValue', { count: tournament.entrycnt, limit: tournament.entrylimit }) : t('confirmUnlimited')}</dd>
          </div>
        </dl>
        <Policy policy={policy} hold={mode === 'card' ? hold : null} />
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondary} onClick={() => onClose()}>
            {t('cancel')}
          </button>
          <button type="button" autoFocus className={primary} disabled={pending} onClick={confirmEntry}>
            {pending ? t('entering') : mode === 'card' ? t('confirmCard') : t('confirmVenue')}
          </button>
        </div>
      </>
    );
  } else if (dialog.kind === 'pay') {
    title = t('payTitle');
    const { step } = dialog;
    body = (
      <>
        <p className="mt-2 font-semibold">{t('payAmount', { fee: formatFee(step.amount, step.currency, locale), name: tournament.name })}</p>
        <p className="mt-1 text-sm text-gray-700">
          {t('holdUntil', { time: formatZonedDateTime(step.paymentdueat, zone) })}
        </p>
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t('cardNote')}</p>
        {stripe ? (
          <Suspense fallback={<p className="mt-4 text-sm text-gray-700" role="status">{t('loadingForm')}</p>}>
            <CardPayment stripe={stripe} step={step} tournamentno={tournament.tournamentno} onDone={onClose} refresh={refresh} />
          </Suspense>
        ) : (
          <p className="mt-4 text-sm text-rose-700">{t('error.disabled')}</p>
        )}
        <div className="mt-4 flex justify-end">
          <button type="button" className={secondary} onClick={() => onClose()}>
            {t('close')}
          </button>
        </div>
      </>
    );
  } else {
    title = t('withdrawTitle', { name: tournament.name });
    const refund = dialog.entry.withdraw.refund;
    body = (
      <>
        <p className="mt-3 font-semibold">{refund > 0 ? t('withdrawRefund', { fee: formatFee(refund, tournament.currency, locale) }) : t('withdrawNoRefund')}</p>
        <Policy policy={policy} hold={null} />
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" autoFocus className={secondary} onClick={() => onClose()}>
            {t('cancel')}
          </button>
          <button type="button" className="rounded-full bg-rose-700 px-5 py-2.5 font-bold text-white hover:bg-rose-800 disabled:opacity-60" disabled={pending} onClick={withdraw}>
            {pending ? t('withdrawing') : t('withdrawConfirm')}
          </button>
        </div>
      </>
    );
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => onClose()}
      className="m-auto max-h-[90vh] w-[min(94vw,34rem)] overflow-y-auto rounded-2xl p-5 shadow-xl backdrop:bg-black/40 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {body}
      {failure && (
        <p role="alert" className="mt-3 text-sm font-semibold text-rose-700">
          {text(failure)}
        </p>
      )}
    </dialog>
  );
}
