import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { legal as legalEn } from '@/content/legal/en';
import { legal as legalKo } from '@/content/legal/ko';
import { paymentDueAt, paymentHoldMinutes, paymentHoldStatement, refundAmount, refundPolicy, refundPolicyStatement, withdrawalDecision, type PolicyTranslator } from './refund-policy';

const translator = (messages: typeof en, locale: 'en' | 'ko') => createTranslator({ locale, messages, namespace: 'refundPolicy' }) as unknown as PolicyTranslator;

describe('withdrawalDecision', () => {
  const endsAt = new Date('2026-06-10T12:00:00Z');
  const open = { endsAt, open: true };
  it.each([
    ['before the cutoff, not played: the policy share of what was paid', { attempts: 0, paid: 1500 }, open, '2026-06-09T11:59:00Z', { allowed: true, refund: 1500 }],
    ['exactly at the cutoff', { attempts: 0, paid: 1500 }, open, '2026-06-09T12:00:00Z', { allowed: true, refund: 1500 }],
    ['a free entry withdraws with nothing to refund', { attempts: 0, paid: 0 }, open, '2026-06-01T00:00:00Z', { allowed: true, refund: 0 }],
    ['after the cutoff', { attempts: 0, paid: 1500 }, open, '2026-06-09T12:00:01Z', { allowed: false, reason: 'deadline' }],
    ['after an attempt', { attempts: 1, paid: 1500 }, open, '2026-06-01T00:00:00Z', { allowed: false, reason: 'played' }],
    ['a completed or cancelled tournament', { attempts: 0, paid: 1500 }, { endsAt, open: false }, '2026-06-01T00:00:00Z', { allowed: false, reason: 'closed' }],
  ])('%s', (_name, entry, tournament, now, expected) => {
    expect(withdrawalDecision(entry, tournament, new Date(now))).toMatchObject(expected);
  });

  it('refunds the stated share, rounded down to a minor unit; an unpaid entry lapses after the hold', () => {
    expect(refundAmount(1999)).toBe(Math.floor((1999 * refundPolicy.refundPercent) / 100));
    expect(paymentDueAt(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(new Date(Date.UTC(2026, 0, 1, 0, paymentHoldMinutes)).toISOString());
  });
});

describe('the refund policy as text', () => {
  it.each([
    ['en', en],
    ['ko', ko],
  ] as const)('states the numbers of lib/shared/domain/refund-policy in %s, and nothing else', (locale, messages) => {
    const sentences = refundPolicyStatement(translator(messages as typeof en, locale));
    expect(sentences).toHaveLength(5);
    const text = sentences.join(' ');
    expect(text).toContain(String(refundPolicy.withdrawalCutoffHours));
    expect(text).toContain(String(refundPolicy.refundBusinessDays.min));
    expect(text).toContain(String(refundPolicy.refundBusinessDays.max));
    // No number the policy does not hold (a stale "3 business days" or "3 to 5").
    const allowed = new Set([refundPolicy.withdrawalCutoffHours, refundPolicy.refundBusinessDays.min, refundPolicy.refundBusinessDays.max, refundPolicy.refundPercent].map(String));
    for (const number of text.match(/\d+/g) ?? []) expect(allowed).toContain(number);
    expect(paymentHoldStatement(translator(messages as typeof en, locale))).toContain(String(paymentHoldMinutes));
  });

  it('says "in full" when the whole fee is refunded, in both languages', () => {
    expect(refundPolicyStatement(translator(en, 'en'))[0]).toContain('refunded in full');
    expect(refundPolicyStatement(translator(ko as unknown as typeof en, 'ko'))[0]).toContain('전액 환불');
  });

  /**
   * Every other place that talks about refunds renders the statement instead of restating it: the
   * terms' payment article carries `statement: 'refundPolicy'`, and no message or legal text outside
   * the `refundPolicy` namespace gives a deadline, a share or a delay of its own. The rendered pages,
   * the confirmation and the receipt are compared sentence by sentence in tests/e2e/payments.spec.ts.
   */
  it('is stated nowhere else in the messages or the terms', () => {
    const restating = /(business day|영업일|\d+\s*(hours?|시간)\s*(before|전)|refunded in full|전액 환불|3 to 5|3~5)/i;
    const walk = (node: unknown, path: string[], found: string[]) => {
      if (typeof node === 'string') {
        if (restating.test(node)) found.push(path.join('.'));
      } else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, [...path, key], found);
    };
    for (const messages of [en, ko]) {
      // bookingPolicy is the bay booking's own rule (issue 23), stated once there and rendered from
      // lib/shared/domain/booking.ts; it takes the card processor's delay from this policy.
      const { refundPolicy: _policy, bookingPolicy: _bookingPolicy, ...rest } = messages as Record<string, unknown>;
      void _policy;
      void _bookingPolicy;
      const found: string[] = [];
      walk(rest, [], found);
      expect(found).toEqual([]);
    }
    for (const legal of [legalEn, legalKo]) {
      const payments = legal.terms.sections.filter((section) => section.statement === 'refundPolicy');
      expect(payments).toHaveLength(1);
      const found: string[] = [];
      walk(legal, [], found);
      // The cancelled-tournament sentence of the privacy policy or elsewhere would show up here.
      expect(found).toEqual([]);
    }
  });
});
