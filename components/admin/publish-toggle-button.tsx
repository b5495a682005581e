'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';
import { useAnnounce } from './notice-list-status';
import { useAdminMessage } from './use-admin-message';

type Change = 'publish' | 'unpublish';

/**
 * Publish now (a draft or a scheduled one) or unpublish a lesson or a mini-game event, from its console
 * list. `target` names the thing for the action ({ lessonno } or { eventno }); the button names it for
 * assistive technology; the outcome is written in the list's status line.
 */
export function PublishToggleButton<Target extends Record<string, number>>({
  target,
  messages,
  title,
  published,
  change,
}: {
  target: Target;
  messages: 'admin.lessonPublishing' | 'admin.minigamePublishing';
  title: string;
  published: boolean;
  change: (input: Target & { change: Change }) => Promise<ActionResult<{ state: string; changed: boolean }>>;
}) {
  const t = useTranslations(messages);
  const message = useAdminMessage();
  const router = useRouter();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const kind: Change = published ? 'unpublish' : 'publish';

  async function run() {
    setBusy(true);
    const result = await runAction(change, { ...target, change: kind });
    setBusy(false);
    announce(result.ok ? t(`changed.${kind}`, { title }) : message(result.message));
    if (result.ok) router.refresh();
  }

  const label = published ? t('unpublish') : t('publishNow');
  return (
    <button
      type="button"
      disabled={busy}
      onClick={run}
      aria-label={`${label}: ${title}`}
      className="rounded-md border border-gray-400 px-2.5 py-1 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60"
    >
      {label}
    </button>
  );
}
