import { mixed, number, object } from 'yup';
import { countryFilter, pointKind, type CountryFilter, type PointKind } from '@/lib/domain/enums';
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

export const hallOfFameOperations = {
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
