'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { withdrawFormSchema } from '@/lib/shared/validation/member-withdrawal';
import { withReauth, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';

interface Actions extends ReauthActions {
  withdrawMemberAtRequest: (input: { playerPk: number; reason: string; confirmed: boolean }) => Promise<ActionResult<{ status: string; restorableUntil: string }>>;
}

/** Withdraw a member at their request, with a reason and a confirmation; dangerous, so a fresh passkey check first when due. */
export function WithdrawForm({ playerPk, actions }: { playerPk: number; actions: Actions }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.members');
  const format = useFormatter();
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const { register, handleSubmit, formState, setError } = useForm({ resolver: yupResolver(withdrawFormSchema), defaultValues: { reason: '', confirmed: false } });

  const submit = handleSubmit(async ({ reason, confirmed }) => {
    setNotice(undefined);
    const result = await withReauth(() => runAction(actions.withdrawMemberAtRequest, { playerPk, reason, confirmed }), actions);
    if (result.ok) {
      setNotice({ ok: true, text: t('withdrawDone', { until: format.dateTime(new Date(result.data.restorableUntil), { dateStyle: 'medium' }) }) });
      router.refresh();
      return;
    }
    for (const field of ['reason', 'confirmed'] as const) if (result.fieldErrors[field]) setError(field, { message: result.fieldErrors[field] });
    setNotice({ ok: false, text: message(result.message) });
  });

  const reasonError = formState.errors.reason?.message;
  const confirmError = formState.errors.confirmed?.message;
  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-red-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('withdrawTitle')}
      </h2>
      <p className="text-gray-700">{t('withdrawHint')}</p>
      <label htmlFor={`${id}-reason`} className="block font-semibold">
        {t('reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        maxLength={500}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        className="w-full rounded-md border border-gray-400 px-3 py-2"
        {...register('reason')}
      />
      {reasonError && (
        <p id={`${id}-reason-error`} className="text-sm text-red-700">
          {message(reasonError)}
        </p>
      )}
      <div className="flex items-start gap-2">
        <input
          id={`${id}-confirm`}
          type="checkbox"
          className="mt-1 h-5 w-5"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
          {...register('confirmed')}
        />
        <label htmlFor={`${id}-confirm`}>{t('withdrawConfirm')}</label>
      </div>
      {confirmError && (
        <p id={`${id}-confirm-error`} className="text-sm text-red-700">
          {message(confirmError)}
        </p>
      )}
      <button type="submit" disabled={!hydrated || formState.isSubmitting} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
        {t('withdraw')}
      </button>
      <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </form>
  );
}
