import { mixed, number, object, string } from 'yup';
import { eventStatus, eventType, GRID_PAGE_SIZES } from '@/lib/shared/domain/enums';
import { defineOperation } from '../operation';
import { idField, langField, pageNoField, pageSizeField, searchField } from './fields';

/**
 * The event menu's calls: netizen lessons (members' swing videos with a coach's text per stage, and
 * their comments) and mini-game events (list, ranking, winners). The spec names the screens but not
 * these calls, so paths and fields follow its style: `/event/...`, pageno/pagesize, `<thing>list` +
 * `<thing>listcnt`, lowercase names without separators.
 */

// ---------------------------------------------------------------- wire shapes

export interface LessonSummary {
  lessonno: number;
  title: string;
  player_pk: number;
  nickname: string;
  /** Spec §3 club type 1..6. */
  clubtype: number;
  /** A path under the storage base URL, or null. */
  posterpath: string | null;
  views: number;
  commentcnt: number;
  regdate: string;
}

export type LessonStageKey = 'lesson1' | 'lesson2' | 'lesson3' | 'lesson4' | 'lesson5' | 'lesson6' | 'lesson7' | 'lessontotal';

export interface LessonNeighbour {
  lessonno: number;
  title: string;
}

export interface LessonDetail extends LessonSummary {
  videopath: string | null;
  /** Seconds into the video where each of the seven stages starts (Address .. Finish). */
  stagetimes: number[];
  /** The coach's text per stage and the total; a stage without text is left out. */
  lessons: Partial<Record<LessonStageKey, string>>;
  /** The older article (listed after this one), or null at the end. */
  prev: LessonNeighbour | null;
  /** The newer article (listed before this one), or null at the start. */
  next: LessonNeighbour | null;
}

export interface LessonComment {
  commentno: number;
  player_pk: number;
  nickname: string;
  /** Plain text: always rendered as text, never as HTML. */
  body: string;
  regdate: string;
  /** True when the caller's bearer token belongs to the author (who alone may delete it). */
  ismine: boolean;
}

export interface MinigameSummary {
  eventno: number;
  eventname: string;
  /** Spec §3 event types 0..12. */
  eventtype: number;
  /** Spec §4 event status 0 ready, 1 playing, 2 completed, 3 cancelled. */
  eventstatus: number;
  shopno: number | null;
  shopname: string | null;
  /** The course and hole the event is played on (its card draws that hole, issue 26 item 14). */
  courseno: number | null;
  coursename: string | null;
  holeno: number | null;
  prize: string | null;
  winnercount: number;
  entrycnt: number;
  startdate: string;
  enddate: string;
  imagepath: string | null;
  /** What an entry's value measures: metres for longest and nearpin events, a count for the others. */
  valuekind: 'distance' | 'count';
}

export interface MinigameDetail extends MinigameSummary {
  description: string | null;
  /** Best first: the longest distance and the highest count rank first, the nearest pin ranks first. */
  valueorder: 'desc' | 'asc';
}

export interface MinigameRankEntry {
  rank: number;
  player_pk: number;
  nickname: string;
  shopname: string | null;
  value: number;
  achieveddate: string;
  iswinner: boolean;
}

export interface MinigameWinner extends MinigameRankEntry {
  prize: string | null;
}

export interface MinigameWithWinners extends MinigameSummary {
  /** The first three winners, best first. */
  winners: MinigameWinner[];
  winnerlistcnt: number;
}

// ---------------------------------------------------------------- inputs

/** Spec §9: grids page by 9/18/27/45. */
const gridPageSizeField = number()
  .integer()
  .oneOf([...GRID_PAGE_SIZES], 'validation.pageSize')
  .default(GRID_PAGE_SIZES[0])
  .defined();

/** Searches a lesson by its title or its author's nickname. */
export const lessonSearchTypes = ['title', 'nickname'] as const;
export type LessonSearchType = (typeof lessonSearchTypes)[number];

/** One schema for the comment form and the member API (design rule 5). Messages are keys of the `lesson` namespace. */
export const COMMENT_MAX_LENGTH = 1000;
export const commentBodyField = string()
  .trim()
  .required('lesson.error.commentRequired')
  .max(COMMENT_MAX_LENGTH, 'lesson.error.commentTooLong');
export const commentSchema = object({ body: commentBodyField });

const optionalCode = <T extends number>(codes: readonly T[], message: string) =>
  mixed<T>()
    .transform((value) => (value === '' || value === null || value === undefined ? undefined : Number(value)))
    .oneOf([...codes, undefined] as (T | undefined)[], message);

export const eventOperations = {
  /** The netizen-lesson grid, newest first. */
  lessonList: defineOperation<{ lessonlist: LessonSummary[]; lessonlistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/event/lessonlist',
    auth: 'none',
    input: object({
      searchtype: mixed<LessonSearchType>()
        .transform((value) => (value === 'nickname' ? 'nickname' : 'title'))
        .default('title')
        .defined(),
      searchname: searchField,
      pageno: pageNoField,
      pagesize: gridPageSizeField,
    }),
  }),
  /** One lesson with its stages and neighbours. Reading it counts nothing (crawlers and caches read it too). */
  lessonView: defineOperation<{ lesson: LessonDetail }>()({
    method: 'GET',
    path: '/event/lessonview/{lessonno}',
    auth: 'none',
    input: object({ lessonno: idField('lesson.error.notFound') }),
  }),
  /** Counts one view of a lesson, once per caller address and lesson a day; the portal's page beacon calls it. */
  lessonViewCount: defineOperation<{ views: number; counted: boolean }>()({
    method: 'POST',
    path: '/event/lessonviewcount/{lessonno}',
    auth: 'none',
    input: object({ lessonno: idField('lesson.error.notFound') }),
  }),
  /** A lesson's comments, oldest first; with a bearer token each says whether it is the caller's. */
  lessonCommentList: defineOperation<{ commentlist: LessonComment[]; commentlistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/event/lessoncommentlist/{lessonno}',
    auth: 'optional',
    input: object({ lessonno: idField('lesson.error.notFound'), pageno: pageNoField, pagesize: pageSizeField }),
  }),
  lessonCommentWrite: defineOperation<{ comment: LessonComment }>()({
    method: 'POST',
    path: '/event/lessoncommentwrite',
    auth: 'required',
    input: object({ lessonno: idField('lesson.error.notFound'), body: commentBodyField }),
    changes: ({ lessonno }) => [{ kind: 'lessonComments', id: lessonno }],
  }),
  /** Answers the lesson the comment belonged to, so the portal knows which comment list changed. */
  lessonCommentDelete: defineOperation<{ commentno: number; lessonno: number }>()({
    method: 'POST',
    path: '/event/lessoncommentdelete',
    auth: 'required',
    input: object({ commentno: idField('lesson.error.commentNotFound') }),
    changes: (_input, { lessonno }) => [{ kind: 'lessonComments', id: lessonno }],
  }),
  /** Mini-game events: playing first, then ready, completed and cancelled; newest first within a status. */
  minigameList: defineOperation<{ minigamelist: MinigameSummary[]; minigamelistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/event/minigamelist',
    auth: 'none',
    input: object({
      lang: langField,
      eventstatus: optionalCode(eventStatus, 'event.error.invalidFilter'),
      eventtype: optionalCode(eventType, 'event.error.invalidFilter'),
      searchname: searchField,
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  /** One event and a page of its ranking (by distance or count, as its type says). */
  minigameRanking: defineOperation<{
    minigame: MinigameDetail;
    minigameranklist: MinigameRankEntry[];
    minigameranklistcnt: number;
    pageno: number;
    pagesize: number;
  }>()({
    method: 'GET',
    path: '/event/minigameranking/{eventno}',
    auth: 'none',
    input: object({ lang: langField, eventno: idField('minigame.error.notFound'), searchname: searchField, pageno: pageNoField, pagesize: pageSizeField }),
  }),
  /** Events that have winners, newest first, each with its first three winners. */
  winMinigameList: defineOperation<{ winaminigamelist: MinigameWithWinners[]; winaminigamelistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/event/winaminigame',
    auth: 'none',
    input: object({
      lang: langField,
      eventtype: optionalCode(eventType, 'event.error.invalidFilter'),
      searchname: searchField,
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  /** Every winner of one event. */
  winMinigameView: defineOperation<{ minigame: MinigameDetail; winnerlist: MinigameWinner[]; winnerlistcnt: number }>()({
    method: 'GET',
    path: '/event/winaminigamelist/{eventno}',
    auth: 'none',
    input: object({ lang: langField, eventno: idField('minigame.error.notFound') }),
  }),
};
