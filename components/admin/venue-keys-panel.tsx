'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { withReauth, type ReauthActions } from './ceremony';
import { useAdminMessage } from './use-admin-message';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface KeyRow {
  keyId: string;
  state: 'active' | 'expiring' | 'expired' | 'revoked';
  created: string;
  until: string | null;
  revoked: string | null;
}

type NewKey = { keyId: string; secret: string; retiring?: string[]; retiringUntil?: string };

interface Actions extends ReauthActions {
  createKey: (input: { shopno: number; locale: string }) => Promise<ActionResult<NewKey>>;
  rotateKey: (input: { shopno: number; graceHours: number; locale: string }) => Promise<ActionResult<NewKey>>;
  revokeKey: (input: { keyId: string; locale: string }) => Promise<ActionResult<{ revoked: string[] }>>;
}

/**
 * A venue's keys: create, rotate with a grace period, revoke. Each is dangerous (a fresh passkey
 * check first when due). A new key's secret is shown here once, and never again by anything. Its
 * instants are in the venue's zone (`zone`), labelled with it.
 */
export function VenueKeysPanel({ shopno, venueName, zone, locale, keys, actions }: { shopno: number; venueName: string; zone: string; locale: string; keys: KeyRow[]; actions: Actions }) {
  const t = useTranslations('admin.venues');
  const message = useAdminMessage();
  const router = useRouter();
  const id = useId();
  const [grace, setGrace] = useState('24');
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<NewKey>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  async function run<T>(call: () => Promise<ActionResult<T>>, done: (data: T) => void) {
    setBusy(true);
    setNotice(undefined);
    const result = await withReauth(call, actions);
    setBusy(false);
    if (result.ok) {
      done(result.data);
      router.refresh();
    } else setNotice({ ok: false, text: message(result.fieldErrors.graceHours ?? result.message) });
  }

  const graceHours = Number(grace);
  const graceValid = grace.trim() !== '' && Number.isInteger(graceHours) && graceHours >= 0 && graceHours <= 168;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('keysOf', { venue: venueName })}
      </h2>
      {keys.length === 0 ? (
        <p className="text-gray-700">{t('noKeys')}</p>
      ) : (
        <ScrollRegion label={t('title')}>
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('keyId')}</th>
                <th scope="col" className="px-3 py-2">{t('state')}</th>
                <th scope="col" className="px-3 py-2">{t('created')}</th>
                <th scope="col" className="px-3 py-2">{t('until')}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t('revoke')}</span></th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.keyId} className="border-t border-gray-200">
                  <td className="break-all px-3 py-2 font-mono">{key.keyId}</td>
                  <td className="px-3 py-2">{t(`states.${key.state}`)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{key.created}</td>
                  <td className="whitespace-nowrap px-3 py-2">{key.revoked ?? key.until ?? '—'}</td>
                  <td className="px-3 py-2">
                    {(key.state === 'active' || key.state === 'expiring') && (
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={t('revokeKey', { keyId: key.keyId })}
                        onClick={() => run(() => runAction(actions.revokeKey, { keyId: key.keyId, locale }), () => setNotice({ ok: true, text: t('revoked') }))}
                        className="rounded border border-red-700 px-3 py-1 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                      >
                        {t('revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => run(() => runAction(actions.createKey, { shopno, locale }), (data) => setSecret(data))}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('create')}
        </button>
        <div>
          <label htmlFor={`${id}-grace`} className="block text-sm font-semibold">
            {t('grace')}
          </label>
          <input
            id={`${id}-grace`}
            inputMode="numeric"
            value={grace}
            onChange={(event) => setGrace(event.target.value)}
            aria-invalid={graceValid ? undefined : true}
            aria-describedby={graceValid ? undefined : `${id}-grace-error`}
            className="mt-1 w-24 rounded-md border border-gray-400 px-3 py-2"
          />
        </div>
        <button
          type="button"
          disabled={busy || !graceValid}
          onClick={() => run(() => runAction(actions.rotateKey, { shopno, graceHours, locale }), (data) => setSecret(data))}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {t('rotate')}
        </button>
      </div>
      {!graceValid && (
        <p id={`${id}-grace-error`} className="text-sm text-red-700">
          {t('graceInvalid')}
        </p>
      )}
      {secret && (
        <div role="status" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-4">
          <p className="font-semibold">{t('secretOnce')}</p>
          <p>
            {t('keyId')}: <code className="break-all">{secret.keyId}</code>
          </p>
          <p>
            {t('secret')}: <code className="break-all" data-secret>{secret.secret}</code>
          </p>
          {secret.retiring && secret.retiring.length > 0 && <p>{t('retiring', { keys: secret.retiring.join(', '), until: secret.retiringUntil ? formatZonedDateTime(secret.retiringUntil, zone) : '' })}</p>}
        </div>
      )}
      <p role="alert" className={`min-h-6 text-sm ${notice?.ok ? 'text-brand-800' : 'text-red-700'}`}>
        {notice?.text}
      </p>
    </section>
  );
}
