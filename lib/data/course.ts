import 'server-only';
import type { CountryFilter } from '@/lib/domain/enums';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

export async function getCourseList(query: { lang: Lang; searchname: string; country?: CountryFilter; difficulty?: number; pageno: number; pagesize: number }) {
  return callUpstream('courseList', query);
}

export async function getCourse(lang: Lang, courseno: number) {
  return callUpstream('courseView', { lang, courseno });
}
