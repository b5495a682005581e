'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/** The author's delete, after the spec's "Are you sure you want to delete?". */
export function DeleteCommentButton({ lessonno, commentno }: { lessonno: number; commentno: number }) {
  const t = useTranslations('lesson');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function onDelete() {
    if (!window.confirm(t('confirmDelete'))) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const response = await fetch(`/api/event/lessons/${lessonno}/comments/${commentno}`, { method: 'DELETE' });
      const body = (await response.json()) as { code: number; message?: string };
      if (body.code === 200) {
        router.refresh();
        return;
      }
      setFailure(body.message?.startsWith('lesson.error.') ? t(body.message.slice('lesson.'.length)) : t('error.failed'));
    } catch {
      setFailure(t('error.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={onDelete} disabled={busy} className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-60">
        {t('delete')}
      </button>
      {failure && (
        <span role="alert" className="text-sm text-red-700">
          {failure}
        </span>
      )}
    </span>
  );
}
