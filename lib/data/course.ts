import 'server-only';
import { cache } from 'react';
import type { CountryFilter } from '@/lib/domain/enums';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

export async function getCourseList(query: { lang: Lang; searchname: string; country: CountryFilter | undefined; difficulty: number | undefined; pageno: number; pagesize: number }) {
  return callUpstream('courseList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getCourse = cache(async (lang: Lang, courseno: number) => callUpstream('courseView', { lang, courseno }));
