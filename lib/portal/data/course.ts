import 'server-only';
import { cache } from 'react';
import type { InputOf } from '@/lib/upstream/operations';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { CourseHole } from '@/lib/upstream/operations/course';
import type { Lang } from '@/lib/upstream/operations/fields';

export async function getCourseList(query: InputOf<'courseList'>) {
  return callUpstream('courseList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getCourse = cache(async (lang: Lang, courseno: number) => callUpstream('courseView', { lang, courseno }));

/**
 * A course's holes for a drawing of it (a tournament's poster); null when the course is gone (404),
 * so the drawing falls back to a generic one. Any other failure (an outage) is thrown as the page's own.
 */
export async function getCourseHoles(lang: Lang, courseno: number): Promise<CourseHole[] | null> {
  try {
    return (await getCourse(lang, courseno)).holelist;
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return null;
    throw error;
  }
}
