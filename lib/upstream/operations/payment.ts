import { object, string } from 'yup';
import type { EntryPaymentStatus, PaymentState, RefundReason, RefundState } from '@/lib/shared/domain/enums';
import { callerChanged, defineOperation } from '../operation';
import { idField, langField } from './fields';

/**
 * Entry-fee calls (issue 10). The member API takes card payments through Stripe when it has the
 * keys (`paymentmode` card) and otherwise records fees as paid at the venue (`venue`). Nothing here
 * lets a caller mark an entry paid: only `paymentWebhook`, whose payload must carry Stripe's
 * signature made with the webhook secret, does that.
 */

/** How fees are paid on this network: by card online (Stripe keys set) or at the venue. */
export type PaymentMode = 'card' | 'venue';

/** What the browser needs to take a card payment with Stripe's Payment Element. */
export interface PaymentStep {
  /** The PaymentIntent's client secret: lets the browser confirm this one payment, nothing else. */
  clientsecret: string;
  amount: number;
  currency: string;
  /** ISO instant the unpaid entry lapses at. */
  paymentdueat: string;
}

/** The calling member's entry in one tournament. */
export interface EntryState {
  tournamentno: number;
  paymentstatus: EntryPaymentStatus;
  entered_at: string;
  /** ISO instant an entry awaiting payment lapses at; null otherwise. */
  paymentdueat: string | null;
  attempts: number;
  /** Whether the member may withdraw now, the refund they would get (minor units) and the deadline. */
  withdraw: { allowed: boolean; refund: number; deadline: string; reason: 'played' | 'deadline' | 'closed' | null };
}

/** One card payment of the member's in a tournament, with its refund (MyZone's payment lines). */
export interface PaymentRecord {
  id: number;
  amount: number;
  currency: string;
  status: PaymentState;
  created_at: string;
  paid_at: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_code: string | null;
  decline_code: string | null;
  failure_message: string | null;
  refund_status: RefundState | null;
  refund_amount: number | null;
  refund_reason: RefundReason | null;
  refunded_at: string | null;
}

export interface TournamentEntryAnswer {
  paymentmode: PaymentMode;
  entry: EntryState | null;
  payments: PaymentRecord[];
}

/** A webhook payload is a Stripe event: a few kilobytes. */
const WEBHOOK_PAYLOAD_MAX = 256 * 1024;

export const paymentOperations = {
  /** The member's entry and payments in a tournament: what the entry control and MyZone show. */
  tournamentEntry: defineOperation<TournamentEntryAnswer>()({
    method: 'GET',
    path: '/tournament/tournamententry/{tournamentno}',
    auth: 'required',
    input: object({
      tournamentno: idField('tournament.error.notFound'),
    }),
  }),

  /**
   * Pay now / retry: a card payment for the member's entry awaiting payment. Answers the open
   * PaymentIntent's client secret, or a new PaymentIntent's when the last one failed for good.
   */
  tournamentPay: defineOperation<PaymentStep>()({
    method: 'POST',
    path: '/tournament/tournamentpay',
    auth: 'required',
    input: object({
      tournamentno: idField('tournament.error.notFound'),
      lang: langField,
    }),
    changes: (_input, _output, caller) => callerChanged(caller),
  }),

  /**
   * Withdraws the member's entry before the deadline of lib/shared/domain/refund-policy; a paid fee is
   * refunded by the rule (a Stripe refund, requested once, completed by its webhook).
   */
  tournamentWithdraw: defineOperation<{ tournamentno: number; refund: { amount: number; currency: string } | null }>()({
    method: 'POST',
    path: '/tournament/tournamentwithdraw',
    auth: 'required',
    input: object({
      tournamentno: idField('tournament.error.notFound'),
    }),
    changes: ({ tournamentno }, _output, caller) => [{ kind: 'tournament', id: tournamentno }, ...callerChanged(caller)],
  }),

  /**
   * A Stripe webhook event, exactly as Stripe sent it (the raw body and its Stripe-Signature
   * header): checked with `stripe.webhooks.constructEvent` and the webhook secret, applied once.
   */
  paymentWebhook: defineOperation<{ applied: boolean; type: string; playerpk?: number; tournamentno?: number }>()({
    method: 'POST',
    path: '/payment/stripe_webhook',
    auth: 'none',
    input: object({
      payload: string().max(WEBHOOK_PAYLOAD_MAX, 'payments.error.signature').required('payments.error.signature'),
      // Empty when the header is missing: the signature check refuses it like any other bad one.
      signature: string().max(2048, 'payments.error.signature').default('').defined(),
    }),
    // A payment or a refund changes the member's MyZone (entries, payments) and the entry's tournament.
    changes: (_input, { playerpk, tournamentno }) => [
      ...(playerpk ? [{ kind: 'member' as const, id: playerpk }] : []),
      ...(tournamentno ? [{ kind: 'tournament' as const, id: tournamentno }] : []),
    ],
  }),
};
