import 'server-only';
import { cache } from 'react';
import type { InputOf } from '@/lib/upstream/operations';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

export async function getCourseList(query: InputOf<'courseList'>) {
  return callUpstream('courseList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getCourse = cache(async (lang: Lang, courseno: number) => callUpstream('courseView', { lang, courseno }));
