import { mixed, number, object } from 'yup';
import { countryFilter, type CountryFilter } from '@/lib/shared/domain/enums';
import { defineOperation } from '../operation';
import { idField, langField, pageNoField, pageSizeField, searchField } from './fields';

/* Wire shapes (lowercase field names without separators, in the spec's style; dates are ISO strings). */

export interface CourseSummary {
  courseno: number;
  coursename: string;
  countrycode: string;
  countryname: string;
  region: string;
  difficulty: number;
  holecnt: number;
  par: number;
  /** Total length in metres from the white tees. */
  distancewhite: number;
  imagepath: string | null;
}

export interface CourseDetail extends CourseSummary {
  rating: number | null;
  slope: number | null;
  designer: string | null;
  openedyear: number | null;
  description: string | null;
  /** Tournaments held on the course across the network. */
  tournamentcnt: number;
}

export interface CourseHazard {
  kind: 'bunker' | 'water' | 'trees';
  at: number;
  side: -1 | 0 | 1;
}

export interface CourseHole {
  holeno: number;
  par: number;
  strokeindex: number;
  /** Metres from the blue, white, red and yellow tees (spec §3 tee colours 1..4). */
  distanceblue: number;
  distancewhite: number;
  distancered: number;
  distanceyellow: number;
  dogleg: number;
  hazards: CourseHazard[];
}

/** An empty or unknown filter value means "all" rather than a failure, so a hand-edited URL still lists. */
export const countryFilterField = mixed<CountryFilter>()
  .transform((value) => (countryFilter.includes(value) ? value : undefined))
  .optional();

export const courseOperations = {
  /** The course library: search by name or region, filter by country and difficulty (1 easy .. 5 hard). */
  courseList: defineOperation<{ courselist: CourseSummary[]; courselistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/golfcourse/courselist',
    auth: 'none',
    input: object({
      lang: langField,
      searchname: searchField,
      country: countryFilterField,
      difficulty: number()
        .transform((value: number) => (Number.isInteger(value) && value >= 1 && value <= 5 ? value : undefined))
        .optional(),
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  /** One course with its holes in order. */
  courseView: defineOperation<{ course: CourseDetail; holelist: CourseHole[] }>()({
    method: 'GET',
    path: '/golfcourse/courseview/{courseno}',
    auth: 'none',
    input: object({
      lang: langField,
      courseno: idField('course.error.notFound'),
    }),
  }),
};
