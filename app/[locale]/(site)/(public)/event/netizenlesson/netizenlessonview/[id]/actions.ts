'use server';

import { object } from 'yup';
import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { deleteLessonComment, writeLessonComment } from '@/lib/portal/data/lesson';
import { commentSchema } from '@/lib/upstream/operations/event';
import { idField } from '@/lib/upstream/operations/fields';

/**
 * Writes a comment on a lesson (spec §6: members only). The session is verified again (the page
 * may be stale), the text checked with the form's own schema, and the member API decides with the
 * member's token (and limits how fast one member may write, so the limit holds over /upstream too).
 */
export const writeComment = validatedAction(
  commentSchema.concat(object({ lessonno: idField('lesson.error.notFound') })),
  async ({ lessonno, body }, { session }) => {
    // The seam expires the lesson's comment tags on success (lib/upstream/revalidate.ts), whoever calls.
    const { comment } = await writeLessonComment(lessonno, body, session.token);
    return actionOk({ comment });
  },
  { auth: 'required', where: 'lesson/comment-write' },
);

/** Deletes one of the member's own comments; the member API refuses anyone else's. */
export const deleteComment = validatedAction(
  object({ commentno: idField('lesson.error.commentNotFound') }),
  async ({ commentno }, { session }) => {
    await deleteLessonComment(commentno, session.token);
    return actionOk({ commentno });
  },
  { auth: 'required', where: 'lesson/comment-delete' },
);
