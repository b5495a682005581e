import type { NextRequest } from 'next/server';
import { ValidationError } from 'yup';
import { readSession } from '@/lib/auth/session';
import { writeLessonComment } from '@/lib/data/lesson';
import { commentSchema } from '@/lib/upstream/operations/event';
import { fail, failFromError, idParam, sameOrigin } from '../../guard';

type Context = { params: Promise<{ lessonno: string }> };

/**
 * The comment form's island posts here. The session is checked again (the page's state may be stale),
 * the text is checked with the form's own schema, and the member API decides with the member's token (and
 * limits how fast one member may write, so the limit holds over /upstream too).
 */
export async function POST(request: NextRequest, { params }: Context) {
  if (!sameOrigin(request)) return fail(403, 'lesson.error.origin');
  const lessonno = idParam((await params).lessonno);
  if (!lessonno) return fail(404, 'lesson.error.notFound');
  const session = await readSession();
  if (!session?.token) return fail(401, 'lesson.error.loginToComment');

  let input;
  try {
    input = await commentSchema.validate(await request.json(), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return fail(400, 'api.invalidInput', { body: String(error.errors[0]) });
    return fail(400, 'api.invalidInput');
  }

  try {
    const { comment } = await writeLessonComment(lessonno, input.body, session.token);
    return Response.json({ code: 200, message: 'success', comment }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return failFromError(error, 'api/event/lessons/comments');
  }
}
