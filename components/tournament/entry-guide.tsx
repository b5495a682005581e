import { getTranslations } from 'next-intl/server';
import { paymentHoldSentence, RefundPolicy } from '@/components/payments/refund-policy';
import { paymentMode } from '@/lib/portal/payments/config';

const sections = [
  ['limitTitle', 'limitBody'],
  ['invitationTitle', 'invitationBody'],
] as const;

/** How to enter a tournament: the steps, how fees are paid and refunded, entry limits and invitations. */
export async function EntryGuide() {
  const [t, policy] = await Promise.all([getTranslations('tournament.join'), getTranslations('refundPolicy')]);
  const mode = paymentMode();
  return (
    <div className="space-y-8 lg:col-span-3">
      <section aria-labelledby="steps">
        <h2 id="steps" className="text-2xl font-bold">
          {t('stepsTitle')}
        </h2>
        <ol className="mt-4 space-y-3">
          {(['1', '2', '3', '4'] as const).map((step) => (
            <li key={step} className="flex gap-4 rounded-xl border border-gray-200 p-4">
              <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {step}
              </span>
              <p className="pt-1">{t(`steps.${step}`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="feeTitle">
        <h2 id="feeTitle" className="text-xl font-bold">
          {t('feeTitle')}
        </h2>
        {/* One switch (lib/portal/payments/config): by card when the Stripe keys are set, at the venue otherwise. */}
        <p className="mt-2 leading-relaxed text-gray-800">{t(mode === 'card' ? 'feeBodyCard' : 'feeBodyVenue')}</p>
        {mode === 'card' && <p className="mt-2 leading-relaxed text-gray-800">{await paymentHoldSentence()}</p>}
      </section>
      <section aria-labelledby="refundTitle">
        <h2 id="refundTitle" className="text-xl font-bold">
          {policy('title')}
        </h2>
        <RefundPolicy className="mt-2 text-gray-800" />
      </section>
      {sections.map(([title, body]) => (
        <section key={title} aria-labelledby={title}>
          <h2 id={title} className="text-xl font-bold">
            {t(title)}
          </h2>
          <p className="mt-2 leading-relaxed text-gray-800">{t(body)}</p>
        </section>
      ))}
    </div>
  );
}
