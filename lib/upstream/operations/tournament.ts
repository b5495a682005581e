import { mixed, object } from 'yup';
import { rankedGender, scoreType, tournamentStatus, type EntryPaymentStatus, type RankedGender, type ScoreType } from '@/lib/shared/domain/enums';
import { callerChanged, defineOperation } from '../operation';
import type { PaymentStep } from './payment';
import type { TournamentSummary } from '../types';
import { idField, langField, pageNoField, pageSizeField, searchField } from './fields';

/**
 * Tournament calls (spec §7). The four the spec documents keep its paths and field names; the
 * player's tournament page and the entry call follow the same style.
 */

/** What the schedule's search box searches: the tournament's name or the venue's (store's) name. */
export const tournamentSearchTypes = ['tournamentname', 'shopname'] as const;
export type TournamentSearchType = (typeof tournamentSearchTypes)[number];

/** Gender filter of a ranking: '' means everybody (an undisclosed gender is ranked there only). */
export const rankingGenders = ['', ...rankedGender] as const;

/** The extra columns of a schedule row beside the common summary. */
export interface TournamentListItem extends TournamentSummary {
  coursename: string;
  /** With a member's token: their entry's payment state in this tournament, null when not entered. */
  myentry?: EntryPaymentStatus | null;
}

export interface TournamentCondition extends TournamentSummary {
  courseno: number;
  coursepar: number;
  holes: number;
  teecolourmen: number;
  teecolourwomen: number;
  wind: number;
  greenunit: string;
  speedunit: string;
  greenspeed: number | null;
  mulligans: number;
  /** Concede distance in metres; 0 means no gimme. */
  gimme: number;
  attemptsallowed: number;
  prize: string | null;
  description: string | null;
  season: number;
  /** How many New Peria holes are hidden (the holes themselves stay secret until play is scored). */
  hiddenholecnt: number;
  /** The hidden holes, revealed once the tournament is completed. */
  hiddenholes: number[] | null;
}

export interface TournamentRankRow {
  /** The place shown: within the gender when a gender filter is on, else overall. */
  rank: number;
  /** The overall place on this score type. */
  overallrank: number;
  player_pk: number;
  nickname: string;
  /** The member's uploaded picture (a stored path), or null: the portal draws a mark from the nickname. */
  avatarpath: string | null;
  gender: string;
  countrycode: string | null;
  shopname: string | null;
  gross: number;
  topar: number;
  handicap: number | null;
  net: number | null;
  periahandicap: number | null;
  perianet: number | null;
  points: number | null;
}

export interface TournamentRanking {
  tournamentno: number;
  tournamentname: string;
  tourstatus: string;
  tour_rank_type: number;
  scoretype: ScoreType;
  gender: string;
  tournamentranklistcnt: number;
  tournamentranklist: TournamentRankRow[];
  /** The calling member's own row on this score type (with a bearer token, when entered and placed). */
  myrank: TournamentRankRow | null;
  pageno: number;
  pagesize: number;
}

/** One hole of an entrant's scorecard: strokes is null for a hole the entrant has not played. */
export interface ScorecardHole {
  hole: number;
  par: number;
  strokes: number | null;
}

/** An entrant's hole-by-hole card in a tournament (their best attempt, the one the ranking counts). */
export interface TournamentScorecard {
  tournamentno: number;
  player_pk: number;
  nickname: string;
  gross: number | null;
  topar: number | null;
  holelist: ScorecardHole[];
}

export interface PlayerTournamentRow extends TournamentSummary {
  gross: number | null;
  topar: number | null;
  net: number | null;
  rank_gross: number | null;
  rank_net: number | null;
  rank_peria: number | null;
  points: number | null;
}

export interface PlayerTournamentHistory {
  player: {
    player_pk: number;
    nickname: string;
    /** The member's uploaded picture (a stored path), or null: the portal draws a mark from the nickname. */
    avatarpath: string | null;
    gender: string;
    countrycode: string | null;
    shopname: string | null;
    xhandicap: number | null;
    badges: string[];
  };
  summary: { tournamentcnt: number; wins: number; top10: number; bestrank: number | null; points: number };
  tournamentlistcnt: number;
  tournamentlist: PlayerTournamentRow[];
  pageno: number;
  pagesize: number;
}

const optionalCode = <T extends string | number>(values: readonly T[], message: string) =>
  mixed<T>()
    .transform((value) => (value === '' || value === null ? undefined : typeof values[0] === 'number' ? Number(value) : String(value)))
    .oneOf([...values, undefined], message)
    .optional();

export const tournamentOperations = {
  /** Spec §7: the schedule. Every filter is optional; an empty searchname searches nothing. */
  tournamentList: defineOperation<{ pageno: number; pagesize: number; tournamentlistcnt: number; tournamentlist: TournamentListItem[] }>()({
    method: 'GET',
    path: '/tournament/tournamentlist',
    auth: 'optional',
    input: object({
      lang: langField,
      searchtype: mixed<TournamentSearchType>()
        .transform((value) => (value === '' || value === undefined ? 'tournamentname' : value))
        .oneOf([...tournamentSearchTypes], 'tournament.error.searchType')
        .default('tournamentname')
        .defined(),
      searchname: searchField,
      tourstatus_fk: optionalCode(tournamentStatus, 'tournament.error.status'),
      tourtype_fk: optionalCode([1, 2, 3] as const, 'tournament.error.type'),
      tour_rank_type: optionalCode([0, 1, 2] as const, 'tournament.error.rankType'),
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),

  /** Spec §7: every condition of one tournament (and the fields its header shows). */
  tournamentCondition: defineOperation<{ tournamentcondition: TournamentCondition }>()({
    method: 'GET',
    path: '/tournament/tournamentcondition/{tournamentno}',
    auth: 'optional',
    input: object({
      tournamentno: idField('tournament.error.notFound'),
      lang: langField,
    }),
  }),

  /**
   * Spec §7: one page of a tournament's ranking by score type. Without `scoretype` the
   * tournament's own rank type decides (2 low net → net, otherwise stroke); `tour_rank_type`
   * given by the caller takes that role instead.
   */
  tournamentRanking: defineOperation<TournamentRanking>()({
    method: 'GET',
    path: '/tournament/tournamentranking/{tournamentno}',
    auth: 'optional',
    input: object({
      tournamentno: idField('tournament.error.notFound'),
      scoretype: optionalCode(scoreType, 'tournament.error.scoreType'),
      gender: mixed<'' | RankedGender>()
        .transform((value) => (value === undefined || value === null ? '' : String(value).toUpperCase()))
        .oneOf([...rankingGenders], 'tournament.error.gender')
        .default('')
        .defined(),
      tour_rank_type: optionalCode([0, 1, 2] as const, 'tournament.error.rankType'),
      pageno: pageNoField,
      pagesize: pageSizeField,
      lang: langField,
    }),
  }),

  /**
   * One entrant's hole-by-hole scorecard in a tournament (the ranking's expandable rows): the par of
   * each hole played and the strokes of the counted attempt. The same for every caller.
   */
  tournamentScorecard: defineOperation<TournamentScorecard>()({
    method: 'GET',
    path: '/tournament/tournamentscorecard/{tournamentno}',
    auth: 'none',
    input: object({
      tournamentno: idField('tournament.error.notFound'),
      playerno: idField('tournament.error.scorecardNotFound'),
    }),
  }),

  /** A player's tournament history and results, newest first (the /tournament/tournamentmember page). */
  tournamentMember: defineOperation<PlayerTournamentHistory>()({
    method: 'GET',
    path: '/tournament/tournamentmember/{playerno}',
    auth: 'optional',
    input: object({
      playerno: idField('tournament.error.playerNotFound'),
      lang: langField,
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),

  /**
   * Enters the calling member in a ready or playing tournament. A free entry is confirmed at once.
   * A paid one, with card payments on, is recorded as awaiting payment and answers the card payment
   * to make (`payment`); without them it is recorded as paid at the venue (paymentstatus `venue`).
   */
  tournamentJoin: defineOperation<{ tournamentno: number; paymentstatus: EntryPaymentStatus; payment: PaymentStep | null }>()({
    method: 'POST',
    path: '/tournament/tournamentjoin',
    auth: 'required',
    input: object({
      tournamentno: idField('tournament.error.notFound'),
      /** The language the receipts are mailed in. */
      lang: langField,
    }),
    changes: ({ tournamentno }, _output, caller) => [{ kind: 'tournament', id: tournamentno }, ...callerChanged(caller)],
  }),
};

/** Spec §7 /common/playerinfo: the member-info popup. */
export interface PlayerInfo {
  playerbasicinfo: {
    player_pk: number;
    nickname: string;
    gender: string;
    shopname: string | null;
    countrycode: string | null;
    xhandicap: number | null;
    /** The join date: an ISO instant, and the zone it is shown in. */
    timezone_date: { timezone_common: string; timezone_name: string };
  };
  /** The spec's own spelling ("palyinfo", "fareway"); distances in metres, rates in percent. */
  playerpalyinfo: {
    avggreenhit: number | null;
    playcnt: number;
    avgdriver: number | null;
    farewayrate: number | null;
    greenrate: number | null;
    parsaverate: number | null;
    avgshot: number | null;
    minshot: number | null;
  };
}

/** `type` picks the rounds summed up: every round, or only tournament rounds. */
export const playerInfoTypes = ['all', 'tournament'] as const;

export const playerOperations = {
  playerInfo: defineOperation<PlayerInfo>()({
    method: 'GET',
    path: '/common/playerinfo',
    auth: 'optional',
    input: object({
      lang: langField,
      player: idField('memberInfo.error.notFound'),
      type: mixed<(typeof playerInfoTypes)[number]>()
        .transform((value) => (value === '' || value === undefined ? 'all' : value))
        .oneOf([...playerInfoTypes], 'memberInfo.error.type')
        .default('all')
        .defined(),
    }),
  }),
};
