import 'server-only';
import { desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { players, swingLessons } from '@/lib/member-api/db/schema';
import { LESSON_TEXT_KEYS, parseStageTimes, type LessonInput } from '@/lib/shared/validation/lesson';

/**
 * Swing lessons in the console (issue 24 item 3: staff publish lessons). A lesson's published_at
 * is its state, as for notices: null is a draft no member reads; an instant makes it public from
 * then on (lib/member-api/lesson.ts `lessonPublished` holds every public read to it). The caller
 * audits the change and expires the lesson's pages (lessonTags).
 */
export const LESSON_STATES = ['published', 'draft', 'all'] as const;
export type LessonFilter = (typeof LESSON_STATES)[number];
export const LESSON_PAGE = 25;

export type LessonState = 'draft' | 'scheduled' | 'published';

/** A lesson's state at `now`: a draft, published, or to be published at a later instant. */
export function lessonState(publishedAt: Date | null, now = new Date()): LessonState {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export async function listLessons(db: Database, state: LessonFilter, page = 1) {
  const where: SQL | undefined = state === 'draft' ? isNull(swingLessons.publishedAt) : state === 'published' ? isNotNull(swingLessons.publishedAt) : undefined;
  const rows = await db
    .select({
      lessonno: swingLessons.lessonno,
      title: swingLessons.title,
      playerPk: swingLessons.playerPk,
      nickname: players.nickname,
      views: swingLessons.views,
      commentCount: swingLessons.commentCount,
      createdAt: swingLessons.createdAt,
      publishedAt: swingLessons.publishedAt,
    })
    .from(swingLessons)
    .innerJoin(players, eq(players.playerPk, swingLessons.playerPk))
    .where(where)
    .orderBy(desc(swingLessons.createdAt), desc(swingLessons.lessonno))
    .limit(LESSON_PAGE + 1)
    .offset((Math.max(1, page) - 1) * LESSON_PAGE);
  return { rows: rows.slice(0, LESSON_PAGE), more: rows.length > LESSON_PAGE };
}

/**
 * Publishes a lesson now (a draft or a scheduled one) or takes it back to a draft. Answers the
 * publication instant before and after (for the audit log) and whether anything changed, or
 * undefined for an unknown lesson.
 */
export async function setLessonPublished(db: Database, lessonno: number, publish: boolean, now = new Date()) {
  return db.transaction(async (tx) => {
    const [lesson] = await tx.select({ publishedAt: swingLessons.publishedAt }).from(swingLessons).where(eq(swingLessons.lessonno, lessonno)).for('update');
    if (!lesson) return undefined;
    const before = { state: lessonState(lesson.publishedAt, now), publishedAt: lesson.publishedAt?.toISOString() ?? null };
    if (publish ? before.state === 'published' : before.state === 'draft') return { changed: false as const, before, after: before };
    const publishedAt = publish ? now : null;
    await tx.update(swingLessons).set({ publishedAt }).where(eq(swingLessons.lessonno, lessonno));
    return { changed: true as const, before, after: { state: lessonState(publishedAt, now), publishedAt: publishedAt?.toISOString() ?? null } };
  });
}

export type LessonValues = Omit<LessonInput, 'lessonno'>;

/** The row's columns of a console form's values (an empty path is none; an empty stage text is left out). */
function columnsOf(values: LessonValues) {
  const texts: Record<string, string> = {};
  for (const key of LESSON_TEXT_KEYS) if (values[key]) texts[key] = values[key];
  return {
    playerPk: values.coachPk,
    title: values.title,
    clubType: values.clubType,
    videoPath: values.videoPath || null,
    posterPath: values.posterPath || null,
    stageTimes: parseStageTimes(values.stageTimes) ?? [],
    lessons: texts,
  };
}

/** A lesson as the form edits it (and as the audit log records it before and after a save). */
export async function lessonForEdit(db: Database, lessonno: number) {
  const [row] = await db.select().from(swingLessons).where(eq(swingLessons.lessonno, lessonno));
  if (!row) return undefined;
  const values: LessonValues & { lessonno: number } = {
    lessonno: row.lessonno,
    title: row.title,
    coachPk: row.playerPk,
    clubType: row.clubType,
    videoPath: row.videoPath ?? '',
    posterPath: row.posterPath ?? '',
    stageTimes: row.stageTimes.map(Number).join(', '),
    lesson1: '', lesson2: '', lesson3: '', lesson4: '', lesson5: '', lesson6: '', lesson7: '', lessontotal: '',
  };
  for (const key of LESSON_TEXT_KEYS) values[key] = row.lessons[key] ?? '';
  return { values, state: lessonState(row.publishedAt) };
}

/** The coach must be an active member: a withdrawn or blocked one would show as "Withdrawn member". */
async function coachIsActive(db: Database, playerPk: number) {
  const [row] = await db.select({ status: players.status }).from(players).where(eq(players.playerPk, playerPk));
  return row?.status === 'active';
}

/** Writes a new lesson as a draft (published from the list when it is ready). */
export async function createLesson(db: Database, values: LessonValues) {
  if (!(await coachIsActive(db, values.coachPk))) return 'unknownCoach' as const;
  const columns = columnsOf(values);
  const [row] = await db.insert(swingLessons).values({ ...columns, publishedAt: null }).returning({ lessonno: swingLessons.lessonno });
  return { lessonno: row.lessonno, after: columns };
}

/** Saves a lesson's fields (its state unchanged): the fields before and after, undefined for an unknown lesson. */
export async function updateLesson(db: Database, lessonno: number, values: LessonValues) {
  const existing = await lessonForEdit(db, lessonno);
  if (!existing) return undefined;
  if (values.coachPk !== existing.values.coachPk && !(await coachIsActive(db, values.coachPk))) return 'unknownCoach' as const;
  const before = columnsOf(existing.values);
  const after = columnsOf(values);
  await db.update(swingLessons).set(after).where(eq(swingLessons.lessonno, lessonno));
  return { before, after };
}
