'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { isGender } from '@/lib/shared/domain/enums';
import { formatDate } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/navigation';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { useActionMessage } from '@/lib/portal/actions/use-action-message';
import type { PlayerInfo } from '@/lib/upstream/operations/tournament';
import { TermsDialog } from './terms-dialog';
import { ErrorState } from '@/components/ui/error-state';

class PopupError extends Error {}

/** The route's one envelope: the member's info, or a failure whose message key the popup translates. */
async function fetchPlayerInfo([, player, locale]: [string, number, string]): Promise<PlayerInfo> {
  const answer = await fetch(`/api/playerinfo?player=${player}&locale=${encodeURIComponent(locale)}`, { headers: { accept: 'application/json' } })
    .then((response) => response.json() as Promise<ActionResult<PlayerInfo>>)
    .catch(() => null);
  if (!answer) throw new PopupError('api.network');
  if (!answer.ok) throw new PopupError(answer.message);
  return answer.data;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2">
      <dt className="text-xs font-semibold text-gray-600">{term}</dt>
      <dd className="mt-0.5 font-bold tabular-nums text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * The member-info popup: basic info and the round summary. A native modal <dialog>: focus moves
 * into it and stays there, Escape closes it, and focus goes back to the nickname afterwards.
 */
export function MemberInfoDialog({ player, locale, onClose }: { player: number; locale: string; onClose: () => void }) {
  const t = useTranslations('memberInfo');
  const text = useActionMessage();
  // The network's zone, handed down from the server's request config (NETWORK_TIMEZONE).
  const timeZone = useTimeZone() ?? 'UTC';
  const gender = useTranslations('enums.gender');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const { data, error, isLoading } = useSWR(['playerinfo', player, locale] as [string, number, string], fetchPlayerInfo, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    // No close() on cleanup: in development React runs effects twice, and a close would end the
    // popup at once; an unmounted <dialog> leaves the top layer by itself.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const none = t('none');
  const metres = (value: number | null) => (value == null ? none : t('metres', { value: value.toFixed(1) }));
  const percent = (value: number | null) => (value == null ? none : t('percent', { value: value.toFixed(1) }));
  const number = (value: number | null) => (value == null ? none : String(value));
  const basic = data?.playerbasicinfo;
  const summary = data?.playerpalyinfo;

  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      aria-labelledby="member-info-title"
      aria-busy={isLoading || undefined}
      className="m-auto w-[min(94vw,34rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="member-info-title" className="text-xl font-extrabold">
            {basic ? basic.nickname : t('title')}
            {basic && <span className="sr-only"> — {t('title')}</span>}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-full px-2 text-2xl leading-none text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={t('close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {isLoading && (
          <p role="status" className="mt-6 text-gray-700">
            {t('loading')}
          </p>
        )}
        {error && (
          <ErrorState message={text(error.message)} className="mt-6" />
        )}
        {basic && summary && (
          <>
            <section aria-labelledby="member-info-basic" className="mt-5">
              <h3 id="member-info-basic" className="text-sm font-bold uppercase tracking-wide text-gray-600">
                {t('basic')}
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-2">
                <Fact term={t('nickname')}>{basic.nickname}</Fact>
                <Fact term={t('gender')}>{isGender(basic.gender) ? gender(basic.gender) : none}</Fact>
                <Fact term={t('store')}>{basic.shopname ?? none}</Fact>
                <Fact term={t('joined')}>
                  <time dateTime={basic.timezone_date.timezone_common}>{formatDate(basic.timezone_date.timezone_common, timeZone)}</time>
                </Fact>
                <Fact term={t('xhandicap')}>{basic.xhandicap == null ? none : basic.xhandicap.toFixed(1)}</Fact>
              </dl>
            </section>
            <section aria-labelledby="member-info-summary" className="mt-5">
              <h3 id="member-info-summary" className="text-sm font-bold uppercase tracking-wide text-gray-600">
                {t('summary')}
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                <Fact term={t('avgPutt')}>{metres(summary.avggreenhit)}</Fact>
                <Fact term={t('rounds')}>{summary.playcnt.toLocaleString('en-US')}</Fact>
                <Fact term={t('avgDriver')}>{metres(summary.avgdriver)}</Fact>
                <Fact term={t('fairway')}>{percent(summary.farewayrate)}</Fact>
                <Fact term={t('gir')}>{percent(summary.greenrate)}</Fact>
                <Fact term={t('parSave')}>{percent(summary.parsaverate)}</Fact>
                <Fact term={t('avgStrokes')}>{number(summary.avgshot)}</Fact>
                <Fact term={t('bestStrokes')}>{number(summary.minshot)}</Fact>
              </dl>
              <p className="mt-2 text-xs text-gray-600">{t('strokesNote')}</p>
            </section>
          </>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setTermsOpen(true)}
            aria-haspopup="dialog"
            className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('terms')}
          </button>
          {basic && (
            <Link
              href={`/tournament/tournamentmember/${basic.player_pk}`}
              className="rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('history')}
            </Link>
          )}
        </div>
      </div>
      {termsOpen && <TermsDialog onClose={() => setTermsOpen(false)} />}
    </dialog>
  );
}
