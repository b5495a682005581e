'use client';

import { useTranslations } from 'next-intl';
import { useMemberInfo } from './member-info-provider';

/**
 * A nickname that opens the member-info popup. A withdrawn or blocked member comes from the member
 * API as player 0 without a name: shown as "Withdrawn member", plain text, with nothing to open.
 */
export function MemberInfoButton({ playerPk, nickname, label }: { playerPk: number; nickname: string; label: string }) {
  const open = useMemberInfo();
  const t = useTranslations('common');
  if (!playerPk) {
    return (
      <span data-withdrawn-member className="italic text-gray-600">
        {t('withdrawnMember')}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => open(playerPk)}
      aria-haspopup="dialog"
      aria-label={label}
      className="rounded text-left font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {nickname}
    </button>
  );
}
