import 'server-only';
import { readShared } from './read';
import { cache } from 'react';
import { callUpstream } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';

/** A page of lessons, kept under the lessons tag: a comment written or deleted changes its counts. */
export function getLessonList(input: InputOf<'lessonList'>) {
  return readShared('lessonList', input);
}

/** Cached per request: the page and its metadata share one call. Reading counts no view. */
export const getLesson = cache((lessonno: number) => callUpstream('lessonView', { lessonno }));

/** One view of a lesson, sent by the page's beacon; the member API counts an address once a day. */
export function countLessonView(lessonno: number, caller: { ip?: string; userAgent?: string }) {
  return callUpstream('lessonViewCount', { lessonno }, caller);
}

/** With the member's token, each comment says whether the member wrote it. */
export function getLessonComments(lessonno: number, paging: { pageno: number; pagesize: number }, token?: string) {
  return callUpstream('lessonCommentList', { lessonno, ...paging }, { token });
}

export function writeLessonComment(lessonno: number, body: string, token: string) {
  return callUpstream('lessonCommentWrite', { lessonno, body }, { token });
}

export function deleteLessonComment(commentno: number, token: string) {
  return callUpstream('lessonCommentDelete', { commentno }, { token });
}
