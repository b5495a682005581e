/**
 * The one refund policy of tournament entry fees, and the one payment hold. The member API applies
 * it (refundDecision, lapse of unpaid entries); every text that states it (the tournament's
 * conditions, /tournament/jointournament, the entry confirmation, the receipt mails and the terms'
 * payment articles, in English and Korean) is rendered from it by refundPolicyStatement with the
 * `refundPolicy` messages, so no two places can say different things (refund-policy.test.ts and
 * tests/e2e/payments.spec.ts compare them).
 */
export const refundPolicy = {
  /** A member may withdraw before their first attempt and until this many hours before the tournament ends. */
  withdrawalCutoffHours: 24,
  /** Share of the fee refunded on a withdrawal within the rule, and on a cancelled tournament. */
  refundPercent: 100,
  /** Card refunds reach the card within this many business days of the request (Stripe's stated range). */
  refundBusinessDays: { min: 5, max: 10 },
} as const;

/** How long an entry awaiting card payment keeps its place before it lapses. */
export const paymentHoldMinutes = 30;

/** The keys of the policy's sentences under the `refundPolicy` messages namespace, in order. */
export const refundPolicySentences = ['withdraw', 'afterCutoff', 'cancelled', 'timing', 'fault'] as const;

/** Any translator of the `refundPolicy` namespace (next-intl's, use-intl/core's for mails). */
export type PolicyTranslator = (key: string, values: Record<string, string | number>) => string;

/** The values every policy sentence may name. */
export function refundPolicyValues(): Record<string, string | number> {
  return {
    hours: refundPolicy.withdrawalCutoffHours,
    percent: String(refundPolicy.refundPercent),
    minDays: refundPolicy.refundBusinessDays.min,
    maxDays: refundPolicy.refundBusinessDays.max,
  };
}

/** The refund policy as sentences in the translator's language. */
export function refundPolicyStatement(t: PolicyTranslator): string[] {
  const values = refundPolicyValues();
  return refundPolicySentences.map((key) => t(key, values));
}

/** The payment hold as one sentence (the fee texts state it beside the refund policy). */
export function paymentHoldStatement(t: PolicyTranslator): string {
  return t('hold', { minutes: paymentHoldMinutes });
}

/** When an entry made at `enteredAt` lapses unless its payment is confirmed. */
export function paymentDueAt(enteredAt: Date): Date {
  return new Date(enteredAt.getTime() + paymentHoldMinutes * 60_000);
}

/** The last moment a member may withdraw from a tournament ending at `endsAt`. */
export function withdrawalDeadline(endsAt: Date): Date {
  return new Date(endsAt.getTime() - refundPolicy.withdrawalCutoffHours * 3_600_000);
}

export type WithdrawalDecision =
  | { allowed: true; refund: number; deadline: Date }
  | { allowed: false; reason: 'played' | 'deadline' | 'closed'; deadline: Date };

/**
 * May this entry be withdrawn now, and how much of what was paid goes back? `paid` is the amount
 * paid by card (0 for a free entry, an unpaid one or one paid at the venue: nothing to refund by card).
 */
export function withdrawalDecision(entry: { attempts: number; paid: number }, tournament: { endsAt: Date; open: boolean }, now: Date): WithdrawalDecision {
  const deadline = withdrawalDeadline(tournament.endsAt);
  if (!tournament.open) return { allowed: false, reason: 'closed', deadline };
  if (entry.attempts > 0) return { allowed: false, reason: 'played', deadline };
  if (now.getTime() > deadline.getTime()) return { allowed: false, reason: 'deadline', deadline };
  return { allowed: true, refund: refundAmount(entry.paid), deadline };
}

/** What the policy gives back of an amount (minor units, rounded down). */
export function refundAmount(paid: number): number {
  return Math.floor((paid * refundPolicy.refundPercent) / 100);
}
