'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useAdminMessage } from './use-admin-message';

/** One open session as the screen shows it (texts made on the server, in the console's language and zone). */
export interface StaffSessionRow {
  id: number;
  device: string;
  address: string;
  started: string;
  startedAt: string;
  lastActive: string;
  lastActiveAt: string;
  current: boolean;
}

const endButton = 'rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60';

/**
 * A staff member's open sessions (security requirement 14): this one marked, each other one with
 * "End this session", and "End all other sessions". What an end did is said in the status line;
 * the list is then read again from the server.
 */
export function StaffSessionList({
  rows,
  actions,
}: {
  rows: StaffSessionRow[];
  actions: {
    endOne: (input: { sessionId: number }) => Promise<ActionResult>;
    endOthers: (input: Record<string, never>) => Promise<ActionResult<{ ended: number }>>;
  };
}) {
  const t = useTranslations('admin.sessions');
  const message = useAdminMessage();
  const router = useRouter();
  const [busy, setBusy] = useState<number | 'others'>();
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();

  async function run<T>(which: number | 'others', call: () => Promise<ActionResult<T>>, done: (data: T) => string) {
    setBusy(which);
    setStatus(undefined);
    const result = await call();
    setBusy(undefined);
    setStatus(result.ok ? { ok: true, text: done(result.data) } : { ok: false, text: message(result.message) });
    if (result.ok) router.refresh();
  }

  const others = rows.filter((row) => !row.current).length;
  return (
    <div className="space-y-4">
      <ul aria-label={t('listLabel')} className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" data-list="staff-sessions">
        {rows.map((row) => (
          <li key={row.id} data-session={row.id} data-current={row.current ? 'true' : undefined} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">
                {row.device}
                {row.current && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{t('current')}</span>}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-gray-700">
                <dt className="font-semibold">{t('address')}</dt>
                <dd className="break-all font-mono">{row.address}</dd>
                <dt className="font-semibold">{t('started')}</dt>
                <dd>
                  <time dateTime={row.startedAt}>{row.started}</time>
                </dd>
                <dt className="font-semibold">{t('lastActive')}</dt>
                <dd>
                  <time dateTime={row.lastActiveAt}>{row.lastActive}</time>
                </dd>
              </dl>
            </div>
            {!row.current && (
              <button type="button" disabled={busy !== undefined} className={`${endButton} self-start sm:self-center`} onClick={() => run(row.id, () => runAction(actions.endOne, { sessionId: row.id }), () => t('ended'))}>
                {busy === row.id ? t('ending') : t('end')}
                {/* Which session, for screen readers, after the visible text (what voice control users say). */}
                <span className="sr-only"> ({t('endLabel', { device: row.device, started: row.started })})</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" disabled={busy !== undefined} className={endButton} onClick={() => run('others', () => runAction(actions.endOthers, {}), (data) => t('endedAll', { count: data.ended }))}>
          {busy === 'others' ? t('ending') : t('endAll')}
        </button>
      ) : (
        <p className="text-gray-700">{t('onlyThis')}</p>
      )}
      <p role="status" className={`min-h-6 text-sm font-semibold ${status?.ok === false ? 'text-red-700' : 'text-brand-800'}`}>
        {status?.text}
      </p>
    </div>
  );
}
