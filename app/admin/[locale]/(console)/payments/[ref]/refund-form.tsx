'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { refundSchema, type RefundInput } from '@/lib/portal/staff/payments-schema';
import { reauthenticate, withReauth, type ReauthActions } from '@/components/admin/ceremony';
import { useAdminMessage } from '@/components/admin/use-admin-message';

interface Actions extends ReauthActions {
  refund: (input: RefundInput & { locale: string }) => Promise<ActionResult<{ refundable: number; repeated: boolean }>>;
}

/**
 * Refund part or all of a payment, up to what is still refundable (a dangerous action: a fresh
 * second-factor check first, every time: passkey or TOTP code). One idempotency key per refund request: a second click while the
 * first is on its way, or a retry after a lost answer, sends the same key and makes one refund; a
 * new key is made only once a refund is done.
 */
export function RefundForm({ paymentRef, refundable, currency, locale, actions }: { paymentRef: string; refundable: string; currency: string; locale: string; actions: Actions }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.payments');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: yupResolver(refundSchema),
    defaultValues: { ref: paymentRef, amount: refundable, reason: '', idempotencyKey },
  });

  const submit = handleSubmit(async (values) => {
    setNotice(undefined);
    // Money leaves: the second factor is asked for every refund, not only when the last check is older
    // than the server's limit (which the action enforces all the same).
    const checked = await reauthenticate(actions);
    if (!checked.ok) {
      setNotice({ ok: false, text: message(checked.message) });
      return;
    }
    const result = await withReauth(() => runAction(actions.refund, { ...values, idempotencyKey, locale }), actions);
    if (result.ok) {
      const next = crypto.randomUUID();
      setKey(next);
      reset({ ref: paymentRef, amount: '', reason: '', idempotencyKey: next });
      setNotice({ ok: true, text: t('refunded') });
      router.refresh();
      return;
    }
    for (const field of ['amount', 'reason'] as const) if (result.fieldErrors[field]) setError(field, { message: result.fieldErrors[field] });
    setNotice({ ok: false, text: message(result.message) });
  });

  const errors = { amount: formState.errors.amount?.message, reason: formState.errors.reason?.message };
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-gray-200 bg-white p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('refundTitle')}
      </h2>
      <input type="hidden" {...register('ref')} />
      <div>
        <label htmlFor={`${id}-amount`} className="block font-semibold">
          {t('amount', { currency })}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={`${id}-amount-hint${errors.amount ? ` ${id}-amount-error` : ''}`}
          className="mt-1 w-full max-w-xs rounded-md border border-gray-400 px-3 py-2"
          {...register('amount')}
        />
        <p id={`${id}-amount-hint`} className="mt-1 text-sm text-gray-700">
          {t('amountHint')}
        </p>
        {errors.amount && (
          <p id={`${id}-amount-error`} className="text-sm text-red-700">
            {message(errors.amount)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block font-semibold">
          {t('reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2"
          {...register('reason')}
        />
        {errors.reason && (
          <p id={`${id}-reason-error`} className="text-sm text-red-700">
            {message(errors.reason)}
          </p>
        )}
      </div>
      <button type="submit" disabled={!hydrated || formState.isSubmitting} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
        {formState.isSubmitting ? t('refunding') : t('refund')}
      </button>
      <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </form>
  );
}
