'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useHydrated } from '@/lib/portal/client/use-hydrated';
import { withReauth, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';

export interface TeamRow {
  staffId: number;
  email: string;
  name: string;
  role: string;
  roleLabel: string;
  venues: number[];
  status: string;
  passkeys: number;
  lastSignIn: string | null;
}

interface Actions extends ReauthActions {
  inviteStaff: (input: Record<string, string>) => Promise<ActionResult<{ link: string; created: boolean; expiresAt: string }>>;
  changeStaffRole: (input: Record<string, string | number>) => Promise<ActionResult>;
  setStaffAccountStatus: (input: { staffId: number; status: string; locale: string }) => Promise<ActionResult>;
}

type Notice = { ok: boolean; text: string };

const field = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';

/**
 * Staff accounts: invite (the enrolment link shown once), change a role and venues, disable or enable.
 * Every change is dangerous: a fresh passkey check first when due. The server validates (the keys it
 * answers are shown beside their fields) and what was typed stays in the form on a refusal.
 */
export function TeamPanel({ locale, selfId, roles, rows, actions }: { locale: string; selfId: number; roles: { value: string; label: string }[]; rows: TeamRow[]; actions: Actions }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.staff');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invited, setInvited] = useState<{ link: string; created: boolean; expiresAt: string }>();

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    setNotice(undefined);
    setErrors({});
    setInvited(undefined);
    const result = await withReauth(() => runAction(actions.inviteStaff, { ...values, locale }), actions);
    setBusy(false);
    if (result.ok) {
      setInvited(result.data);
      router.refresh();
      return;
    }
    setErrors(result.fieldErrors);
    setNotice({ ok: false, text: message(result.message) });
  }

  const errorOf = (name: string) => (errors[name] ? message(errors[name]) : undefined);
  const describe = (name: string, hint?: boolean) => [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-invite`} className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
        <h2 id={`${id}-invite`} className="text-lg font-semibold">
          {t('invite')}
        </h2>
        <form method="post" onSubmit={invite} noValidate className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
              {t('email')}
            </label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="off" maxLength={254} aria-invalid={errors.email ? true : undefined} aria-describedby={describe('email')} className={field} />
            {errorOf('email') && <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">{errorOf('email')}</p>}
          </div>
          <div>
            <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
              {t('name')}
            </label>
            <input id={`${id}-name`} name="name" autoComplete="off" maxLength={80} aria-invalid={errors.name ? true : undefined} aria-describedby={describe('name')} className={field} />
            {errorOf('name') && <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">{errorOf('name')}</p>}
          </div>
          <div>
            <label htmlFor={`${id}-role`} className="block text-sm font-semibold">
              {t('role')}
            </label>
            <select id={`${id}-role`} name="role" defaultValue="support" aria-describedby={describe('role')} className={field}>
              {roles.map((role) => (
                <option key={role.value} value={role.value}>
                  {role.label}
                </option>
              ))}
            </select>
            {errorOf('role') && <p id={`${id}-role-error`} className="mt-1 text-sm text-red-700">{errorOf('role')}</p>}
          </div>
          <div>
            <label htmlFor={`${id}-venues`} className="block text-sm font-semibold">
              {t('venues')}
            </label>
            <input id={`${id}-venues`} name="venues" inputMode="numeric" maxLength={200} aria-invalid={errors.venues ? true : undefined} aria-describedby={describe('venues', true)} className={field} />
            <p id={`${id}-venues-hint`} className="mt-1 text-sm text-gray-700">
              {t('venuesHint')}
            </p>
            {errorOf('venues') && <p id={`${id}-venues-error`} className="mt-1 text-sm text-red-700">{errorOf('venues')}</p>}
          </div>
          <div>
            <label htmlFor={`${id}-lang`} className="block text-sm font-semibold">
              {t('linkLanguage')}
            </label>
            <select id={`${id}-lang`} name="linkLocale" defaultValue={locale} className={field}>
              <option value="en">English</option>
              <option value="ko">한국어</option>
            </select>
          </div>
          <div className="flex items-end">
            <button type="submit" disabled={!hydrated || busy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              {t('inviteButton')}
            </button>
          </div>
        </form>
        {invited && (
          <div className="space-y-2 rounded-md border border-brand-300 bg-brand-50 p-4">
            <p role="status">{invited.created ? t('invited') : t('reissued')}</p>
            <label htmlFor={`${id}-link`} className="block text-sm font-semibold">
              {t('link')}
            </label>
            <input id={`${id}-link`} readOnly value={invited.link} onFocus={(event) => event.currentTarget.select()} className={`${field} font-mono text-sm`} />
          </div>
        )}
      </section>

      <p role="status" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>

      <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className="px-3 py-2">{t('account')}</th>
              <th scope="col" className="px-3 py-2">{t('role')}</th>
              <th scope="col" className="px-3 py-2">{t('status')}</th>
              <th scope="col" className="px-3 py-2">{t('passkeys')}</th>
              <th scope="col" className="px-3 py-2">{t('lastSignIn')}</th>
              <th scope="col" className="px-3 py-2">{t('change')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <StaffRow key={row.staffId} row={row} self={row.staffId === selfId} roles={roles} locale={locale} actions={actions} onNotice={setNotice} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

function StaffRow({ row, self, roles, locale, actions, onNotice }: { row: TeamRow; self: boolean; roles: { value: string; label: string }[]; locale: string; actions: Actions; onNotice: (notice: Notice) => void }) {
  const hydrated = useHydrated();
  const t = useTranslations('admin.staff');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [venueError, setVenueError] = useState<string>();

  async function run(call: () => Promise<ActionResult>, done: string) {
    setBusy(true);
    setVenueError(undefined);
    const result = await withReauth(call, actions);
    setBusy(false);
    if (result.ok) {
      onNotice({ ok: true, text: done });
      router.refresh();
      return;
    }
    if (result.fieldErrors.venues) setVenueError(message(result.fieldErrors.venues));
    onNotice({ ok: false, text: message(result.message) });
  }

  function changeRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    void run(() => runAction(actions.changeStaffRole, { ...values, staffId: row.staffId, locale }), t('roleChanged', { email: row.email }));
  }

  const disabled = row.status === 'disabled';
  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="px-3 py-2">
        <span className="block font-semibold">{row.name}</span>
        <span className="block break-all text-gray-700">{row.email}</span>
      </td>
      <td className="px-3 py-2">
        {row.roleLabel}
        {row.venues.length > 0 && <span className="block text-gray-700">{t('venueList', { venues: row.venues.join(', ') })}</span>}
      </td>
      <td className="px-3 py-2">{disabled ? t('disabled') : t('active')}</td>
      <td className="px-3 py-2 tabular-nums">{row.passkeys}</td>
      <td className="whitespace-nowrap px-3 py-2">{row.lastSignIn ?? t('never')}</td>
      <td className="px-3 py-2">
        {self ? (
          <span className="text-gray-700">{t('you')}</span>
        ) : (
          <div className="space-y-2">
            <details>
              <summary className="cursor-pointer font-semibold text-brand-700 underline">{t('changeRole', { email: row.email })}</summary>
              <form method="post" onSubmit={changeRole} noValidate className="mt-2 space-y-2">
                <label htmlFor={`${id}-role`} className="block text-sm font-semibold">
                  {t('role')}
                </label>
                <select id={`${id}-role`} name="role" defaultValue={row.role} className={field}>
                  {roles.map((role) => (
                    <option key={role.value} value={role.value}>
                      {role.label}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${id}-venues`} className="block text-sm font-semibold">
                  {t('venues')}
                </label>
                <input id={`${id}-venues`} name="venues" defaultValue={row.venues.join(', ')} inputMode="numeric" maxLength={200} aria-invalid={venueError ? true : undefined} aria-describedby={venueError ? `${id}-venues-error` : undefined} className={field} />
                {venueError && <p id={`${id}-venues-error`} className="text-sm text-red-700">{venueError}</p>}
                <button type="submit" disabled={!hydrated || busy} className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                  {t('save')}
                </button>
              </form>
            </details>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(
                  () => runAction(actions.setStaffAccountStatus, { staffId: row.staffId, status: disabled ? 'active' : 'disabled', locale }),
                  disabled ? t('enabled', { email: row.email }) : t('disabledDone', { email: row.email }),
                )
              }
              className={`rounded-md border px-3 py-1.5 font-semibold disabled:opacity-60 ${disabled ? 'border-brand-700 text-brand-800 hover:bg-brand-50' : 'border-red-700 text-red-800 hover:bg-red-50'}`}
            >
              {disabled ? t('enable', { email: row.email }) : t('disable', { email: row.email })}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
