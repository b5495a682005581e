'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { withReauth, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';

const schema = object({ reason: string().trim().min(5, 'admin.members.reasonRequired').max(500, 'admin.members.reasonRequired').required('admin.members.reasonRequired') });

interface Actions extends ReauthActions {
  setMemberBlock: (input: { playerPk: number; blocked: boolean; reason: string; locale: string }) => Promise<ActionResult<{ status: string; changed: boolean }>>;
}

/** Block or unblock a member with a reason; a dangerous action, so a fresh passkey check first when due. */
export function BlockForm({ playerPk, blocked, locale, actions }: { playerPk: number; blocked: boolean; locale: string; actions: Actions }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.members');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const { register, handleSubmit, formState, setError } = useForm({ resolver: yupResolver(schema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    setNotice(undefined);
    const result = await withReauth(() => runAction(actions.setMemberBlock, { playerPk, blocked: !blocked, reason, locale }), actions);
    if (result.ok) {
      setNotice({ ok: true, text: result.data.changed ? (blocked ? t('unblocked') : t('blocked')) : t('unchanged', { status: t(`statuses.${result.data.status}` as never) }) });
      router.refresh();
      return;
    }
    if (result.fieldErrors.reason) setError('reason', { message: result.fieldErrors.reason });
    setNotice({ ok: false, text: message(result.message) });
  });

  const error = formState.errors.reason?.message;
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={blocked ? t('unblock') : t('block')} className="space-y-3 rounded-lg border border-gray-200 bg-white p-5">
      <label htmlFor={`${id}-reason`} className="block font-semibold">
        {t('reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-gray-400 px-3 py-2"
        {...register('reason')}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
      <button type="submit" disabled={!hydrated || formState.isSubmitting} className={`rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60 ${blocked ? 'bg-brand-700 hover:bg-brand-800' : 'bg-red-700 hover:bg-red-800'}`}>
        {blocked ? t('unblock') : t('block')}
      </button>
      <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </form>
  );
}
