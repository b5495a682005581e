'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { runAction, useActionMessage } from '@/lib/portal/actions/use-action-message';
import { useRouter } from '@/lib/portal/i18n/navigation';
import { lessonFailure, type CommentActions } from './comment-form';

/** The author's delete, after the spec's "Are you sure you want to delete?". */
export function DeleteCommentButton({ commentno, action }: { commentno: number; action: CommentActions['remove'] }) {
  const t = useTranslations('lesson');
  const text = useActionMessage();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function onDelete() {
    if (!window.confirm(t('confirmDelete'))) return;
    setBusy(true);
    setFailure(undefined);
    const answer = await runAction(action, { commentno });
    setBusy(false);
    if (answer.ok) {
      router.refresh();
      return;
    }
    setFailure(lessonFailure(answer.message));
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={onDelete} disabled={busy} className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-60">
        {t('delete')}
      </button>
      {failure && (
        <span role="alert" className="text-sm text-red-700">
          {text(failure)}
        </span>
      )}
    </span>
  );
}
