import 'server-only';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { lessonComments, players, swingLessons } from '@/lib/member-api/db/schema';

/**
 * Lesson comments in the console (issue 24 item 3: hide a comment with a reason): the newest
 * comments across the lessons, and hiding one. A hidden comment leaves the lesson as a comment its
 * writer deleted does (deleted_at, the lesson's count drops), with who hid it and why kept on the
 * row; the caller audits the change and expires the lesson's pages (tagsForChange 'lessonComments').
 */
export const COMMENT_STATES = ['visible', 'hidden', 'all'] as const;
export type CommentFilter = (typeof COMMENT_STATES)[number];
export const COMMENT_PAGE = 25;

export async function listLessonComments(db: Database, state: CommentFilter, page = 1) {
  const where: SQL | undefined = state === 'visible' ? isNull(lessonComments.deletedAt) : state === 'hidden' ? isNotNull(lessonComments.hiddenBy) : undefined;
  const rows = await db
    .select({
      commentno: lessonComments.commentno,
      lessonno: lessonComments.lessonno,
      lessonTitle: swingLessons.title,
      playerPk: lessonComments.playerPk,
      nickname: players.nickname,
      body: lessonComments.body,
      createdAt: lessonComments.createdAt,
      deletedAt: lessonComments.deletedAt,
      hiddenBy: lessonComments.hiddenBy,
      hiddenReason: lessonComments.hiddenReason,
    })
    .from(lessonComments)
    .innerJoin(swingLessons, eq(swingLessons.lessonno, lessonComments.lessonno))
    .innerJoin(players, eq(players.playerPk, lessonComments.playerPk))
    .where(where)
    .orderBy(desc(lessonComments.createdAt), desc(lessonComments.commentno))
    .limit(COMMENT_PAGE + 1)
    .offset((Math.max(1, page) - 1) * COMMENT_PAGE);
  return { rows: rows.slice(0, COMMENT_PAGE), more: rows.length > COMMENT_PAGE };
}

/**
 * Hides a visible comment: answers its lesson and the comment before and after (for the audit log);
 * undefined for an unknown comment, 'gone' for one already deleted or hidden.
 */
export async function hideLessonComment(db: Database, commentno: number, reason: string, staffId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [comment] = await tx.select().from(lessonComments).where(eq(lessonComments.commentno, commentno)).for('update');
    if (!comment) return undefined;
    if (comment.deletedAt) return 'gone' as const;
    await tx.update(lessonComments).set({ deletedAt: now, hiddenBy: staffId, hiddenReason: reason }).where(and(eq(lessonComments.commentno, commentno), isNull(lessonComments.deletedAt)));
    await tx
      .update(swingLessons)
      .set({ commentCount: sql`greatest(${swingLessons.commentCount} - 1, 0)` })
      .where(eq(swingLessons.lessonno, comment.lessonno));
    return {
      lessonno: comment.lessonno,
      before: { lessonno: comment.lessonno, player: comment.playerPk, body: comment.body, visible: true },
      after: { visible: false, reason },
    };
  });
}
