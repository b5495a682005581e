import type { NextRequest } from 'next/server';
import { readSession } from '@/lib/auth/session';
import { deleteLessonComment } from '@/lib/data/lesson';
import { fail, failFromError, idParam, sameOrigin } from '../../../guard';

type Context = { params: Promise<{ lessonno: string; commentno: string }> };

/** Deletes one of the member's own comments; the member API refuses anyone else's. */
export async function DELETE(request: NextRequest, { params }: Context) {
  if (!sameOrigin(request)) return fail(403, 'lesson.error.origin');
  const commentno = idParam((await params).commentno);
  if (!commentno) return fail(404, 'lesson.error.commentNotFound');
  const session = await readSession();
  if (!session?.token) return fail(401, 'lesson.error.loginToComment');
  try {
    await deleteLessonComment(commentno, session.token);
    return Response.json({ code: 200, message: 'success', commentno }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return failFromError(error, 'api/event/lessons/comments/delete');
  }
}
