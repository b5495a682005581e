import 'server-only';
import { and, asc, count, desc, eq, ilike, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { lessonComments, players, swingLessons } from '@/lib/member-api/db/schema';
import type { Database } from '@/lib/member-api/db/client';
import { lessonStages } from '@/lib/shared/domain/enums';
import { HIDDEN_MEMBER_STATUSES } from '@/lib/shared/domain/member-status';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { eventOperations, LessonComment, LessonDetail, LessonStageKey } from '@/lib/upstream/operations/event';
import type { HandlersFor } from './handler';
import { MemberApiError, notFound } from './errors';
import { rateLimit } from '@/lib/shared/rate-limit';
import { containsPattern } from './search';
import { firstViewFrom } from './views';
import { publicPlayer } from './withdrawal';

type LessonHandlers = Pick<
  HandlersFor<typeof eventOperations>,
  'lessonList' | 'lessonView' | 'lessonViewCount' | 'lessonCommentList' | 'lessonCommentWrite' | 'lessonCommentDelete'
>;

/** Per member: enough for a conversation, too few for a flood. */
const COMMENT_LIMIT = 10;
const COMMENT_WINDOW_MS = 60_000;

const summaryColumns = {
  lessonno: swingLessons.lessonno,
  title: swingLessons.title,
  player_pk: swingLessons.playerPk,
  nickname: players.nickname,
  status: players.status,
  clubtype: swingLessons.clubType,
  posterpath: swingLessons.posterPath,
  views: swingLessons.views,
  commentcnt: swingLessons.commentCount,
  regdate: swingLessons.createdAt,
};

/**
 * A lesson members may read: published, from its instant on (a draft's published_at is null). Every
 * public read (list and search, view, neighbours, views, comments) and the sitemap ask this.
 */
export const lessonPublished = (): SQL => sql`(${swingLessons.publishedAt} is not null and ${swingLessons.publishedAt} <= now())`;

const stageKeys: LessonStageKey[] = [...lessonStages, 'lessontotal'];

/** Keeps only the known stage keys with some text, so a stray key in the JSON never reaches a page. */
function cleanLessons(lessons: Partial<Record<string, string>>): LessonDetail['lessons'] {
  const out: LessonDetail['lessons'] = {};
  for (const key of stageKeys) {
    const text = lessons[key]?.trim();
    if (text) out[key] = text;
  }
  return out;
}

/**
 * The list's order is newest first (created_at, then lessonno); "previous" is the older neighbour in
 * that order and "next" the newer one, as on a bulletin board.
 */
async function neighbours(db: Database, lessonno: number) {
  // Compared in SQL against the row itself: a JS Date would drop the timestamp's microseconds.
  const self = sql`(select ${swingLessons.createdAt}, ${swingLessons.lessonno} from ${swingLessons} where ${swingLessons.lessonno} = ${lessonno})`;
  const older = and(sql`(${swingLessons.createdAt}, ${swingLessons.lessonno}) < ${self}`, lessonPublished());
  const newer = and(sql`(${swingLessons.createdAt}, ${swingLessons.lessonno}) > ${self}`, lessonPublished());
  const columns = { lessonno: swingLessons.lessonno, title: swingLessons.title };
  const [[prev], [next]] = await Promise.all([
    db.select(columns).from(swingLessons).where(older).orderBy(desc(swingLessons.createdAt), desc(swingLessons.lessonno)).limit(1),
    db.select(columns).from(swingLessons).where(newer).orderBy(asc(swingLessons.createdAt), asc(swingLessons.lessonno)).limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

/**
 * A withdrawn or blocked author keeps their lesson or comment, without a name (publicPlayer): player 0
 * and no nickname, shown as "Withdrawn member". The status itself never leaves the member API.
 */
function shownAuthor<T extends { player_pk: number; nickname: string; status: string }>({ status, ...row }: T): Omit<T, 'status'> {
  const shown = publicPlayer(row.player_pk, { nickname: row.nickname, status });
  return { ...row, player_pk: shown.player_pk, nickname: shown.nickname };
}

function toComment(row: { commentno: number; player_pk: number; nickname: string; status: string; body: string; regdate: Date }, memberPk?: number): LessonComment {
  const shown = shownAuthor(row);
  return { ...shown, regdate: row.regdate.toISOString(), ismine: memberPk !== undefined && shown.player_pk === memberPk };
}

export const lessonHandlers: LessonHandlers = {
  async lessonList({ searchtype, searchname, pageno, pagesize }, { db }) {
    let where: SQL | undefined = lessonPublished();
    if (searchname) {
      // A withdrawn or blocked author's old nickname finds nothing: their lessons show no name.
      where = and(
        where,
        searchtype === 'nickname'
          ? and(ilike(players.nickname, containsPattern(searchname)), notInArray(players.status, [...HIDDEN_MEMBER_STATUSES]))
          : ilike(swingLessons.title, containsPattern(searchname)),
      );
    }
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(swingLessons)
        .innerJoin(players, eq(players.playerPk, swingLessons.playerPk))
        .where(where)
        .orderBy(desc(swingLessons.createdAt), desc(swingLessons.lessonno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(swingLessons).innerJoin(players, eq(players.playerPk, swingLessons.playerPk)).where(where),
    ]);
    return {
      lessonlist: rows.map((row) => ({ ...shownAuthor(row), regdate: row.regdate.toISOString() })),
      lessonlistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },

  async lessonView({ lessonno }, { db }) {
    const [row] = await db
      .select({
        ...summaryColumns,
        videopath: swingLessons.videoPath,
        stagetimes: swingLessons.stageTimes,
        lessons: swingLessons.lessons,
      })
      .from(swingLessons)
      .innerJoin(players, eq(players.playerPk, swingLessons.playerPk))
      .where(and(eq(swingLessons.lessonno, lessonno), lessonPublished()));
    if (!row) throw notFound('lesson.error.notFound');
    const around = await neighbours(db, row.lessonno);
    return {
      lesson: {
        ...shownAuthor(row),
        regdate: row.regdate.toISOString(),
        stagetimes: row.stagetimes.slice(0, lessonStages.length).map(Number),
        lessons: cleanLessons(row.lessons),
        ...around,
      },
    };
  },

  async lessonViewCount({ lessonno }, { db, ip }) {
    const counted = await firstViewFrom('lesson', lessonno, ip);
    const where = and(eq(swingLessons.lessonno, lessonno), lessonPublished());
    // Adding in SQL (not read-then-write) keeps concurrent views from being lost.
    const [row] = counted
      ? await db.update(swingLessons).set({ views: sql`${swingLessons.views} + 1` }).where(where).returning({ views: swingLessons.views })
      : await db.select({ views: swingLessons.views }).from(swingLessons).where(where);
    if (!row) throw notFound('lesson.error.notFound');
    return { views: row.views, counted };
  },

  async lessonCommentList({ lessonno, pageno, pagesize }, { db, member }) {
    const [lesson] = await db.select({ lessonno: swingLessons.lessonno }).from(swingLessons).where(and(eq(swingLessons.lessonno, lessonno), lessonPublished()));
    if (!lesson) throw notFound('lesson.error.notFound');
    const where = and(eq(lessonComments.lessonno, lessonno), isNull(lessonComments.deletedAt));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          commentno: lessonComments.commentno,
          player_pk: lessonComments.playerPk,
          nickname: players.nickname,
          status: players.status,
          body: lessonComments.body,
          regdate: lessonComments.createdAt,
        })
        .from(lessonComments)
        .innerJoin(players, eq(players.playerPk, lessonComments.playerPk))
        .where(where)
        .orderBy(asc(lessonComments.createdAt), asc(lessonComments.commentno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(lessonComments).where(where),
    ]);
    return {
      commentlist: rows.map((row) => toComment(row, member?.playerPk)),
      commentlistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },

  async lessonCommentWrite({ lessonno, body }, { db, member }) {
    if (!member) throw new MemberApiError(UpstreamCode.unauthorized, 'lesson.error.loginToComment');
    const limit = await rateLimit('lesson-comment', String(member.playerPk), COMMENT_LIMIT, COMMENT_WINDOW_MS);
    // retryAfter becomes the 429's Retry-After header (lib/member-api/http.ts) and the form's wait.
    if (!limit.ok) throw new MemberApiError(UpstreamCode.tooMany, 'lesson.error.tooMany', { retryAfter: String(limit.retryAfterSeconds) });
    return db.transaction(async (tx) => {
      const [lesson] = await tx
        .update(swingLessons)
        .set({ commentCount: sql`${swingLessons.commentCount} + 1` })
        .where(and(eq(swingLessons.lessonno, lessonno), lessonPublished()))
        .returning({ lessonno: swingLessons.lessonno });
      if (!lesson) throw notFound('lesson.error.notFound');
      const [row] = await tx
        .insert(lessonComments)
        .values({ lessonno, playerPk: member.playerPk, body })
        .returning({ commentno: lessonComments.commentno, regdate: lessonComments.createdAt });
      return {
        comment: toComment({ commentno: row.commentno, player_pk: member.playerPk, nickname: member.nickname, status: 'active', body, regdate: row.regdate }, member.playerPk),
      };
    });
  },

  async lessonCommentDelete({ commentno }, { db, member }) {
    if (!member) throw new MemberApiError(UpstreamCode.unauthorized, 'lesson.error.loginToComment');
    return db.transaction(async (tx) => {
      const [comment] = await tx
        .select({ lessonno: lessonComments.lessonno, playerPk: lessonComments.playerPk })
        .from(lessonComments)
        .where(and(eq(lessonComments.commentno, commentno), isNull(lessonComments.deletedAt)));
      if (!comment) throw notFound('lesson.error.commentNotFound');
      if (comment.playerPk !== member.playerPk) throw new MemberApiError(UpstreamCode.forbidden, 'lesson.error.notYourComment');
      // Soft delete: the row stays for moderation, the lesson's count drops at once.
      await tx.update(lessonComments).set({ deletedAt: new Date() }).where(eq(lessonComments.commentno, commentno));
      await tx
        .update(swingLessons)
        .set({ commentCount: sql`greatest(${swingLessons.commentCount} - 1, 0)` })
        .where(eq(swingLessons.lessonno, comment.lessonno));
      return { commentno, lessonno: comment.lessonno };
    });
  },
};
