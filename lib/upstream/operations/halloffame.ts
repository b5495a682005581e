import { mixed, number, object } from 'yup';
import { countryFilter, pointKind, type CountryFilter, type PointKind } from '@/lib/shared/domain/enums';
import { defineOperation } from '../operation';
import { langField, pageNoField, pageSizeField } from './fields';

/** Hall of fame calls: not in the spec's call table, so they follow its style (§7). */

export interface PointLeaderRow {
  rank: number;
  player_pk: number;
  nickname: string;
  countrycode: string | null;
  points: number;
  events: number;
  wins: number;
}

export interface PointLeaderboard {
  season: number;
  /** Seasons that have standings, newest first. */
  seasons: number[];
  kind: PointKind;
  country: CountryFilter | '';
  pointleaderboardlistcnt: number;
  pointleaderboardlist: PointLeaderRow[];
  /** The calling member's own row (with a bearer token, when they have points that season and match the filter). */
  myrow: PointLeaderRow | null;
  pageno: number;
  pagesize: number;
}

export const statCategories = ['driving', 'gir', 'fairway', 'putting', 'scoring'] as const;
export type StatCategory = (typeof statCategories)[number];

export interface StatLeader {
  rank: number;
  player_pk: number;
  nickname: string;
  countrycode: string | null;
  value: number;
  rounds: number;
}

export interface HallOfFameStats {
  /** Rounds counted: played since this instant (ISO). */
  since: string;
  /** A player needs this many rounds in the period to be listed. */
  minrounds: number;
  /** Leaders per category, best first: metres, percent, putts per 18 holes, strokes over par per 18 holes. */
  statlist: Record<StatCategory, StatLeader[]>;
  /** Driving distance: players per 10 m bucket (average driver distance), for the chart. */
  drivingdistribution: { from: number; to: number; players: number }[];
  /** When these figures were computed (ISO). */
  computedat: string;
}

/** A completed tournament and its winner (a withdrawn winner keeps the place, without a name). */
export interface Champion {
  tournamentno: number;
  tournamentname: string;
  /** 1 regular, 2 major. */
  tourclass: number;
  /** The venue of a shop tournament; null for a network-wide one. */
  shopname: string | null;
  /** When it ended (ISO). */
  enddate: string;
  /** The score type the title was decided on (the tournament's ranking type). */
  scoretype: 'stroke' | 'net';
  player_pk: number;
  nickname: string;
  countrycode: string | null;
  /** The winning score: strokes (stroke) or net strokes (net). */
  score: number;
}

/** One of the best rounds ever played in a completed 18-hole tournament, lowest to par first. */
export interface RecordRound {
  tournamentno: number;
  tournamentname: string;
  enddate: string;
  player_pk: number;
  nickname: string;
  countrycode: string | null;
  gross: number;
  to_par: number;
}

/** The players with the most titles across every season. */
export interface TitleHolder {
  rank: number;
  player_pk: number;
  nickname: string;
  countrycode: string | null;
  wins: number;
}

/**
 * The hall of fame's own page (issue 26 item 16): champions, records and the current season's
 * leaders. Champions and records are completed results: a withdrawn member keeps the row anonymised;
 * the season's leaders are live standings (lib/member-api/live-standings).
 */
export interface HallOfFame {
  season: number;
  champions: Champion[];
  records: RecordRound[];
  titles: TitleHolder[];
  leaders: PointLeaderRow[];
}

export const hallOfFameOperations = {
  hallOfFame: defineOperation<HallOfFame>()({
    method: 'GET',
    path: '/halloffame/halloffame',
    auth: 'none',
    input: object({ lang: langField }),
  }),

  pointLeaderboard: defineOperation<PointLeaderboard>()({
    method: 'GET',
    path: '/halloffame/pointleaderboard',
    auth: 'optional',
    input: object({
      season: number()
        .transform((value, original) => (original === '' ? undefined : value))
        .integer()
        .min(2000, 'halloffame.error.season')
        .max(2100, 'halloffame.error.season')
        .optional(),
      kind: mixed<PointKind>()
        .transform((value) => (value === '' || value === undefined ? 'standard' : value))
        .oneOf([...pointKind], 'halloffame.error.kind')
        .default('standard')
        .defined(),
      country: mixed<CountryFilter | ''>()
        .transform((value) => (value === undefined || value === null ? '' : value))
        .oneOf([...countryFilter, ''], 'halloffame.error.country')
        .default('')
        .defined(),
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),

  stats: defineOperation<HallOfFameStats>()({
    method: 'GET',
    path: '/halloffame/stats',
    auth: 'none',
    input: object({ lang: langField }),
  }),
};
