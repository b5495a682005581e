import 'server-only';
import { asc, ne, sql } from 'drizzle-orm';
import { courses, minigameEvents, notices, resources, stores, swingLessons, tournaments } from '@/lib/member-api/db/schema';
import { TOURNAMENT_DRAFT, TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import type { siteOperations } from '@/lib/upstream/operations/site';
import type { HandlersFor } from './handler';
import { noticeIsPublic } from './support';
import { lessonPublished } from './lesson';
import { minigamePublished } from './minigame';

type Moment = Date | string | null | undefined;

/** The latest of several moments, ignoring those still in the future (a status change that has not happened yet). */
function latest(now: Date, ...moments: Moment[]): string {
  let best = 0;
  for (const moment of moments) {
    if (moment == null) continue;
    const time = new Date(moment).getTime();
    if (Number.isFinite(time) && time <= now.getTime() && time > best) best = time;
  }
  return new Date(best).toISOString();
}

export const siteHandlers: HandlersFor<typeof siteOperations> = {
  async sitemap(_input, { db }) {
    const now = new Date();
    const [tournamentRows, minigameRows, lessonRows, courseRows, storeRows, noticeRows, resourceRows] = await Promise.all([
      db
        .select({
          id: tournaments.tournamentno,
          status: tournaments.status,
          created: tournaments.createdAt,
          starts: tournaments.startsAt,
          ends: tournaments.endsAt,
          // An entry changes the page (the entrant count); a result changes the ranking.
          // Written with table aliases: Drizzle leaves column names unqualified in a one-table select.
          lastEntry: sql<Moment>`(select max(e.entered_at) from tournament_entries e where e.tournamentno = tournaments.tournamentno)`,
          lastResult: sql<Moment>`(select max(coalesce(r.played_at, e.entered_at)) from tournament_entries e left join rounds r on r.roundno = e.roundno where e.tournamentno = tournaments.tournamentno and e.gross is not null)`,
        })
        .from(tournaments)
        .where(ne(tournaments.status, TOURNAMENT_DRAFT))
        .orderBy(asc(tournaments.tournamentno)),
      db
        .select({
          id: minigameEvents.eventno,
          created: minigameEvents.createdAt,
          starts: minigameEvents.startsAt,
          ends: minigameEvents.endsAt,
          lastEntry: sql<Moment>`(select max(m.achieved_at) from minigame_entries m where m.eventno = minigame_events.eventno)`,
          winners: sql<number>`(select count(*)::int from minigame_entries m where m.eventno = minigame_events.eventno and m.is_winner)`.mapWith(Number),
        })
        .from(minigameEvents)
        // A draft mini-game is in no sitemap.
        .where(minigamePublished())
        .orderBy(asc(minigameEvents.eventno)),
      db
        .select({
          id: swingLessons.lessonno,
          created: swingLessons.createdAt,
          // A comment written or deleted changes the lesson's page.
          lastComment: sql<Moment>`(select max(greatest(c.created_at, c.deleted_at)) from lesson_comments c where c.lessonno = swing_lessons.lessonno)`,
        })
        .from(swingLessons)
        // A draft (or a lesson not yet public) is in no sitemap.
        .where(lessonPublished())
        .orderBy(asc(swingLessons.lessonno)),
      db
        .select({
          id: courses.courseno,
          created: courses.createdAt,
          // The course page counts the tournaments played on it: a new one changes it.
          lastTournament: sql<Moment>`(select max(t.created_at) from tournaments t where t.courseno = courses.courseno)`,
        })
        .from(courses)
        .orderBy(asc(courses.courseno)),
      db
        .select({
          id: stores.shopno,
          created: stores.createdAt,
          // A venue's page shows its best players (its rounds, rounds_shop_idx) and its recent
          // tournaments (created, started, ended: each changes the list): the newest of those that happened.
          lastRound: sql<Moment>`(select max(r.played_at) from rounds r where r.shopno = stores.shopno and r.played_at <= now())`,
          lastTournament: sql<Moment>`(select max(m.at) from tournaments t cross join lateral (values (t.created_at), (t.starts_at), (t.ends_at)) as m(at) where t.shopno = stores.shopno and m.at <= now())`,
        })
        .from(stores)
        .orderBy(asc(stores.shopno)),
      // Public notices only (a draft or a scheduled one is not listed before its time); changed when published or edited since.
      db
        .select({ id: notices.noticeno, published: notices.publishedAt, updated: notices.updatedAt })
        .from(notices)
        .where(noticeIsPublic)
        .orderBy(asc(notices.noticeno)),
      db.select({ id: resources.resourceno, created: resources.createdAt }).from(resources).orderBy(asc(resources.resourceno)),
    ]);
    const created = (rows: { id: number; created: Moment }[]) => rows.map((row) => ({ id: row.id, lastmod: latest(now, row.created) }));
    return {
      sitemap: {
        tournaments: tournamentRows.map((row) => ({
          id: row.id,
          lastmod: latest(now, row.created, row.starts, row.ends, row.lastEntry),
          // A cancelled tournament has no ranking to show, whatever was played before.
          rankinglastmod: row.status !== TOURNAMENT_STATUS.cancelled && row.lastResult != null ? latest(now, row.lastResult) : null,
        })),
        minigames: minigameRows.map((row) => ({
          id: row.id,
          lastmod: latest(now, row.created, row.starts, row.ends, row.lastEntry),
          ranked: row.lastEntry != null,
          haswinners: row.winners > 0,
        })),
        lessons: lessonRows.map((row) => ({ id: row.id, lastmod: latest(now, row.created, row.lastComment) })),
        // Each URL's lastmod is when its content last changed (issue 26 item 20).
        courses: courseRows.map((row) => ({ id: row.id, lastmod: latest(now, row.created, row.lastTournament) })),
        stores: storeRows.map((row) => ({ id: row.id, lastmod: latest(now, row.created, row.lastRound, row.lastTournament) })),
        notices: noticeRows.map((row) => ({ id: row.id, lastmod: latest(now, row.published, row.updated) })),
        resources: created(resourceRows),
      },
    };
  },
};
