'use server';

import { revalidateTag } from 'next/cache';
import { number, object, string } from 'yup';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { minigameTags } from '@/lib/portal/cache/tags';
import { staffAction } from '@/lib/portal/staff/action';
import { setMinigamePublished } from '@/lib/portal/staff/minigames';

/**
 * Publishes a mini-game event now or takes it back to a draft (issue 24 item 3), through staffAction
 * (the matrix's `minigames.publish` row: network admins; the audit log with the state before and
 * after), then expires the mini-game rankings and the sitemap (the lists live 60 s).
 */
export const changeMinigamePublication = staffAction(
  'minigames.publish',
  object({ eventno: number().integer().min(1).max(2_147_483_647).required(), change: string().oneOf(['publish', 'unpublish']).required() }),
  async (input, { db, audit }) => {
    const result = await setMinigamePublished(db, input.eventno, input.change === 'publish');
    if (!result) return actionFail(404, 'admin.errors.notFound');
    if (!result.changed) return actionOk({ state: result.after.state, changed: false });
    await audit({ action: `minigames.${input.change}`, target: `minigame:${input.eventno}`, before: result.before, after: result.after });
    for (const tag of minigameTags()) revalidateTag(tag, { expire: 0 });
    return actionOk({ state: result.after.state, changed: true });
  },
);
