'use server';

import { revalidateTag } from 'next/cache';
import { number, object, string } from 'yup';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { lessonTags, tagsForChange } from '@/lib/portal/cache/tags';
import { staffAction } from '@/lib/portal/staff/action';
import { hideLessonComment } from '@/lib/portal/staff/lesson-comments';
import { createLesson, setLessonPublished, updateLesson } from '@/lib/portal/staff/lessons';
import { lessonSchema } from '@/lib/shared/validation/lesson';

/**
 * Hides a lesson comment with a reason (issue 24 item 3), through staffAction (the matrix's
 * `lessons.hideComment` row, the audit log with the comment before and the reason after), then
 * expires the lesson's page, its comment list and the lesson lists (their counts) at once, as a
 * member's own deletion does.
 */
export const hideComment = staffAction(
  'lessons.hideComment',
  object({
    commentno: number().integer().min(1).max(2_147_483_647).required(),
    reason: string().trim().min(5, 'admin.lessons.reasonRequired').max(500, 'admin.lessons.reasonRequired').required('admin.lessons.reasonRequired'),
  }),
  async (input, { db, staff, audit }) => {
    const result = await hideLessonComment(db, input.commentno, input.reason, staff.staffId);
    if (!result) return actionFail(404, 'admin.errors.notFound');
    if (result === 'gone') return actionFail(409, 'admin.lessons.alreadyGone');
    await audit({ target: `comment:${input.commentno}`, before: result.before, after: result.after });
    for (const tag of tagsForChange({ kind: 'lessonComments', id: result.lessonno })) revalidateTag(tag, { expire: 0 });
    return actionOk();
  },
);

/**
 * Publishes a swing lesson now or takes it back to a draft (issue 24 item 3), through staffAction
 * (the matrix's `lessons.publish` row: network admins; the audit log with the state before and
 * after), then expires what shows the lesson (its page, comments, the lists and search, the sitemap).
 */
export const changeLessonPublication = staffAction(
  'lessons.publish',
  object({ lessonno: number().integer().min(1).max(2_147_483_647).required(), change: string().oneOf(['publish', 'unpublish']).required() }),
  async (input, { db, audit }) => {
    const result = await setLessonPublished(db, input.lessonno, input.change === 'publish');
    if (!result) return actionFail(404, 'admin.errors.notFound');
    if (!result.changed) return actionOk({ state: result.after.state, changed: false });
    await audit({ action: `lessons.${input.change}`, target: `lesson:${input.lessonno}`, before: result.before, after: result.after });
    for (const tag of lessonTags(input.lessonno)) revalidateTag(tag, { expire: 0 });
    return actionOk({ state: result.after.state, changed: true });
  },
);

const unknownCoach = () => actionFail(400, 'api.invalidInput', { coachPk: 'admin.lessonPublishing.errors.coachUnknown' });

/**
 * Writes a new swing lesson (a draft, published from the list) or saves one's fields, through
 * staffAction (`lessons.publish`, the audit log with the fields before and after); a save expires
 * what shows the lesson, as a publish does.
 */
export const saveLesson = staffAction('lessons.publish', lessonSchema, async (input, { db, audit }) => {
  const { lessonno, ...values } = input;
  if (lessonno === undefined) {
    const created = await createLesson(db, values);
    if (created === 'unknownCoach') return unknownCoach();
    await audit({ action: 'lessons.create', target: `lesson:${created.lessonno}`, after: created.after });
    return actionOk({ lessonno: created.lessonno });
  }
  const saved = await updateLesson(db, lessonno, values);
  if (!saved) return actionFail(404, 'admin.errors.notFound');
  if (saved === 'unknownCoach') return unknownCoach();
  await audit({ action: 'lessons.update', target: `lesson:${lessonno}`, before: saved.before, after: saved.after });
  for (const tag of lessonTags(lessonno)) revalidateTag(tag, { expire: 0 });
  return actionOk({ lessonno });
});
