'use client';

import { useEffect, useId, useRef } from 'react';
import { usePathname, useRouter } from '@/lib/portal/i18n/navigation';

export interface LoginPromptLabels {
  /** e.g. "This service requires login." or "Comments can be written after logging in." */
  message: string;
  goToLogin: string;
  cancel: string;
}

/**
 * Spec §6: a visitor who tries a member-only action is told so and offered the login page, which
 * brings them back here afterwards. A native <dialog>: focus is trapped and Escape closes it.
 */
export function LoginPrompt({ open, onClose, labels }: { open: boolean; onClose: () => void; labels: LoginPromptLabels }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  // One prompt per button (a list of tournaments has many): each needs its own id to be named by.
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      aria-labelledby={messageId}
      className="m-auto w-[min(92vw,24rem)] rounded-2xl p-6 shadow-xl backdrop:bg-black/40"
    >
      <p id={messageId} className="text-center text-lg font-semibold">
        {labels.message}
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" onClick={onClose} className="flex-1 rounded-full border border-gray-300 py-2.5 font-semibold hover:bg-gray-50">
          {labels.cancel}
        </button>
        <button
          type="button"
          autoFocus
          onClick={() => {
            const returnUrl = pathname + window.location.search;
            router.push(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
          }}
          className="flex-1 rounded-full bg-brand-700 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          {labels.goToLogin}
        </button>
      </div>
    </dialog>
  );
}
