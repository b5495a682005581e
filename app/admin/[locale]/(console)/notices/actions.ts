'use server';

import { revalidateTag } from 'next/cache';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { noticeTags } from '@/lib/portal/cache/tags';
import { env } from '@/lib/shared/config/env';
import { noticePreviewHtml } from '@/lib/portal/notice-markdown';
import { staffAction } from '@/lib/portal/staff/action';
import { noticeChangeSchema, noticePreviewSchema, noticeSchema } from '@/lib/portal/staff/notice-schema';
import { changeNotice, createNotice, deleteNotice, updateNotice, zonedInstant, type PublishChoice } from '@/lib/portal/staff/notices';

/**
 * The console's notice actions (issue 24 item 3). Each goes through staffAction (origin, staff
 * session, the matrix's `notices.*` rows, the schema, the audit log with before and after) and then
 * expires what shows notices to the public at once: the lists and views, the home page's latest and
 * the sitemap (noticeTags), in Next's caches and, through the cache handler's purge, the edge cache
 * of every instance. A scheduled notice's time coming is announced by nothing: the notice reads'
 * one-minute life (NOTICE_LIFE) bounds when it shows.
 */
function expireNotices() {
  for (const tag of noticeTags()) revalidateTag(tag, { expire: 0 });
}

/** The live preview: the Markdown as the public notice page will render it (the same sanitised renderer). */
export const previewNotice = staffAction('notices.manage', noticePreviewSchema, async (input) => actionOk({ html: noticePreviewHtml(input.markdown, env.appUrl) }));

/** Writes a new notice or saves one: its texts, its pin, and a draft, published now or at an instant of the network's zone. */
export const saveNotice = staffAction('notices.manage', noticeSchema, async (input, { db, audit }) => {
  const now = new Date();
  let publish: PublishChoice;
  if (input.publish === 'at') {
    const at = zonedInstant(input.publishAt, env.networkTimezone);
    if (!at) return actionFail(400, 'api.invalidInput', { publishAt: 'admin.notices.publishAtInvalid' });
    if (at.getTime() <= now.getTime()) return actionFail(400, 'api.invalidInput', { publishAt: 'admin.notices.publishAtPast' });
    publish = { kind: 'at', at };
  } else publish = { kind: input.publish };
  const values = { title: input.title, titleKo: input.titleKo, markdown: input.markdown, markdownKo: input.markdownKo, pinned: input.pinned, publish };

  if (input.noticeno === undefined) {
    const created = await createNotice(db, values, { now, siteOrigin: env.appUrl });
    await audit({ action: 'notices.create', target: `notice:${created.noticeno}`, after: created.after });
    expireNotices();
    return actionOk({ noticeno: created.noticeno });
  }
  const saved = await updateNotice(db, input.noticeno, values, { now, siteOrigin: env.appUrl });
  if (!saved) return actionFail(404, 'admin.errors.notFound');
  await audit({ action: 'notices.update', target: `notice:${input.noticeno}`, before: saved.before, after: saved.after });
  expireNotices();
  return actionOk({ noticeno: input.noticeno });
});

/** Pin, unpin, publish now, unpublish (back to a draft) or delete, from the list. */
export const changeNoticeState = staffAction('notices.manage', noticeChangeSchema, async (input, { db, audit }) => {
  if (input.change === 'delete') {
    const deleted = await deleteNotice(db, input.noticeno);
    if (!deleted) return actionFail(404, 'admin.errors.notFound');
    await audit({ action: 'notices.delete', target: `notice:${input.noticeno}`, before: deleted.before });
    expireNotices();
    return actionOk();
  }
  const changed = await changeNotice(db, input.noticeno, input.change);
  if (!changed) return actionFail(404, 'admin.errors.notFound');
  await audit({ action: `notices.${input.change}`, target: `notice:${input.noticeno}`, before: changed.before, after: changed.after });
  expireNotices();
  return actionOk();
});
