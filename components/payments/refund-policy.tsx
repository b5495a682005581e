import { getTranslations } from 'next-intl/server';
import { paymentHoldStatement, refundPolicyStatement, type PolicyTranslator } from '@/lib/shared/domain/refund-policy';

/** The refund policy's sentences in the page's language (lib/shared/domain/refund-policy, the one source). */
export async function refundPolicySentences(): Promise<string[]> {
  const t = await getTranslations('refundPolicy');
  return refundPolicyStatement(t as unknown as PolicyTranslator);
}

/** The payment hold sentence (card payments only). */
export async function paymentHoldSentence(): Promise<string> {
  const t = await getTranslations('refundPolicy');
  return paymentHoldStatement(t as unknown as PolicyTranslator);
}

/**
 * The refund policy as a list, wherever a page states it (conditions, how to enter, the terms). The
 * `data-refund-policy` mark lets the tests compare every place that states it.
 */
export async function RefundPolicy({ className = '' }: { className?: string }) {
  const sentences = await refundPolicySentences();
  return (
    <ul data-refund-policy className={`list-disc space-y-1.5 pl-5 leading-relaxed ${className}`}>
      {sentences.map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </ul>
  );
}
