import 'server-only';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { countries, courseHoles, courses, tournaments } from '@/lib/member-api/db/schema';
import type { courseOperations, CourseSummary } from '@/lib/upstream/operations/course';
import type { Lang } from '@/lib/upstream/operations/fields';
import { notFound } from './errors';
import type { HandlersFor } from './handler';
import { localized } from './localized';
import { containsPattern } from './search';

function courseColumns(lang: Lang) {
  return {
    courseno: courses.courseno,
    coursename: localized(lang, courses.name, courses.nameKo),
    countrycode: countries.code,
    countryname: localized(lang, countries.nameEn, countries.nameKo),
    region: courses.region,
    difficulty: courses.difficulty,
    holecnt: courses.holeCount,
    par: courses.par,
    distancewhite: sql<number>`coalesce((select sum(${courseHoles.distanceWhite})::int from ${courseHoles} where ${courseHoles.courseno} = ${courses.courseno}), 0)`,
    imagepath: courses.imagePath,
  };
}

export const courseHandlers: HandlersFor<typeof courseOperations> = {
  async courseList({ lang, searchname, country, difficulty, pageno, pagesize }, { db }) {
    const filters: SQL[] = [];
    if (searchname) {
      const pattern = containsPattern(searchname);
      // Both names are searched whatever the language, so a Korean visitor can type an English name.
      filters.push(or(ilike(courses.name, pattern), ilike(courses.nameKo, pattern), ilike(courses.region, pattern))!);
    }
    if (country) filters.push(eq(countries.filter, country));
    if (difficulty) filters.push(eq(courses.difficulty, difficulty));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(courseColumns(lang))
        .from(courses)
        .innerJoin(countries, eq(countries.countryno, courses.countryno))
        .where(where)
        .orderBy(asc(courses.courseno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(courses).innerJoin(countries, eq(countries.countryno, courses.countryno)).where(where),
    ]);
    return { courselist: rows as CourseSummary[], courselistcnt: Number(total?.n ?? 0), pageno, pagesize };
  },

  async courseView({ lang, courseno }, { db }) {
    const [row] = await db
      .select({
        ...courseColumns(lang),
        rating: courses.rating,
        slope: courses.slope,
        designer: courses.designer,
        openedyear: courses.openedYear,
        description: localized<string | null>(lang, courses.description, courses.descriptionKo),
        tournamentcnt: sql<number>`(select count(*)::int from ${tournaments} where ${tournaments.courseno} = ${courses.courseno})`,
      })
      .from(courses)
      .innerJoin(countries, eq(countries.countryno, courses.countryno))
      .where(eq(courses.courseno, courseno));
    if (!row) throw notFound('course.error.notFound');
    const holes = await db
      .select({
        holeno: courseHoles.holeNo,
        par: courseHoles.par,
        strokeindex: courseHoles.strokeIndex,
        distanceblue: courseHoles.distanceBlue,
        distancewhite: courseHoles.distanceWhite,
        distancered: courseHoles.distanceRed,
        distanceyellow: courseHoles.distanceYellow,
        dogleg: courseHoles.dogleg,
        hazards: courseHoles.hazards,
      })
      .from(courseHoles)
      .where(eq(courseHoles.courseno, courseno))
      .orderBy(asc(courseHoles.holeNo));
    return { course: row, holelist: holes };
  },
};
