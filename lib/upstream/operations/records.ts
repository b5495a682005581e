import { mixed, number, object, string } from 'yup';
import { tournamentStatus } from '@/lib/shared/domain/enums';
import type { HandicapPoint, HandicapSteps } from '@/lib/shared/domain/handicap-history';
import type { XPointEntry } from '@/lib/shared/domain/xpoint';
import { callerChanged, defineOperation } from '../operation';
import type { TournamentSummary } from '../types';
import type { ListOption } from './account';
import type { MinigameDetail, MinigameRankEntry, MinigameSummary, MinigameWinner } from './event';
import { idField, langField, pageNoField, pageSizeField, ROW_ID_MAX } from './fields';
import type { TournamentRanking } from './tournament';

/**
 * MyZone's records (issue 9, spec §2 /membership/myrecords/*): the calling member's own rounds,
 * tournament entries, mini-game results, X-Point ledger and swing records. The spec documents none
 * of these calls, so they follow its style: `/membership/myrecords/<screen>`, pageno/pagesize,
 * `<thing>list` + `<thing>listcnt`. Every call needs the bearer token and reads only the caller's
 * own records: an id of another member's round, entry or swing answers 404, as a missing one does.
 * Fields beyond the schema (player_pk, points, status …) are stripped, never read.
 */

/** The rounds list's period filter: the last month, three months, six months, year, or everything. */
export const roundPeriods = ['all', '1m', '3m', '6m', '1y'] as const;
export type RoundPeriod = (typeof roundPeriods)[number];

export interface MyRoundSummary {
  roundno: number;
  playeddate: string;
  courseno: number;
  coursename: string;
  shopno: number | null;
  shopname: string | null;
  holes: number;
  starthole: number;
  teecolour: number;
  totalstrokes: number;
  totalpar: number;
  totalputts: number;
  fairwayhits: number;
  fairwaychances: number;
  gircount: number;
  tournamentno: number | null;
}

/** One hole of a round's scorecard; distances in metres. */
export interface MyRoundHole {
  hole: number;
  par: number;
  strokeindex: number | null;
  distance: number | null;
  strokes: number;
  putts: number;
  /** Null on a par 3 (no fairway to hit). */
  fairway: boolean | null;
  gir: boolean;
  /** Length of the putt holed (0 when the hole was finished off the green). */
  holedputt: number;
}

export interface MyRoundStats {
  /** Strokes by score name: eagles or better, birdies, pars, bogeys, double bogeys or worse. */
  scoring: { eagle: number; birdie: number; par: number; bogey: number; double: number };
  puttsperhole: number;
  fairwayrate: number | null;
  girrate: number;
  parsaves: number;
  parsavechances: number;
  avgdriver: number | null;
  maxdriver: number | null;
  /** Driver shots measured (one per par 4 and par 5 tee shot), metres each. */
  driverdistances: number[];
  longputtsholed: number;
  avgholedputt: number | null;
  longestputt: number | null;
}

/** One shot as the bay measured it (rounds posted through the venue round API carry them). */
export interface MyRoundShot {
  club: number;
  ballspeed: number | null;
  launch: number | null;
  spin: number | null;
  carry: number | null;
  total: number | null;
  topin: number | null;
  puttdistance: number | null;
}

export interface MyRoundDetail extends MyRoundSummary {
  holelist: MyRoundHole[];
  /** Shot by shot per hole, when the bay sent them; null for rounds recorded without shot data. */
  shotlist: { hole: number; shots: MyRoundShot[] }[] | null;
  stats: MyRoundStats;
  /** The X-Handicap just before and just after this round, and this round's nines. */
  handicap: { before: number | null; after: number | null; nines: { fromhole: number; tohole: number; strokes: number; par: number }[] };
}

export interface MyTournamentRow extends TournamentSummary {
  entereddate: string;
  /** none (free), pending (fee awaiting payment), paid, refunded. */
  paymentstatus: string;
  attempts: number;
  attemptsallowed: number;
  roundno: number | null;
  gross: number | null;
  topar: number | null;
  handicap: number | null;
  net: number | null;
  perianet: number | null;
  rank_gross: number | null;
  rank_net: number | null;
  rank_peria: number | null;
  points: number | null;
}

export interface MyTournamentEntry extends MyTournamentRow {
  coursepar: number;
  holes: number;
  season: number;
  prize: string | null;
  entrantcnt: number;
}

export interface MyScorecard {
  entry: MyTournamentRow;
  /** The counted attempt's holes; empty until the member has played. */
  holelist: MyRoundHole[];
  /** New Peria's hidden holes, once the tournament is completed. */
  hiddenholes: number[] | null;
}

export interface MyMinigameRow extends MinigameSummary {
  value: number;
  achieveddate: string;
  rank: number;
  iswinner: boolean;
  myprize: string | null;
}

export interface MySwingSummary {
  swingno: number;
  recordeddate: string;
  shopno: number | null;
  shopname: string | null;
  clubtype: number;
  ballspeed: number;
  carry: number;
  total: number;
  ballshape: number;
  posterpath: string | null;
  /** The netizen lesson it was published as, or null. */
  lessonno: number | null;
}

export interface MySwingDetail extends MySwingSummary {
  roundno: number | null;
  clubspeed: number;
  /** Ball speed over club speed. */
  smashfactor: number;
  launchangle: number;
  launchdirection: number;
  backspin: number;
  sidespin: number;
  videopath: string | null;
}

export interface MyDashboard {
  handicap: { current: number | null; steps: HandicapSteps; history: HandicapPoint[] };
  /** Score trend: the latest rounds' strokes over par, oldest first (per nine for nine-hole rounds). */
  scoretrend: { roundno: number; playeddate: string; holes: number; topar: number }[];
  recentrounds: MyRoundSummary[];
  tournaments: { entered: MyTournamentRow[]; upcoming: (TournamentSummary & { coursename: string })[] };
  badges: { badge: string; earneddate: string; roundno: number | null; tournamentno: number | null }[];
  season: number;
  points: { standard: number; oom: number; events: number; wins: number; rank: number | null; rankedcnt: number; xpoint: number };
}

/** An optional filter id: empty means no filter. */
const optionalId = number()
  .transform((value, original) => (original === '' || original == null || Number.isNaN(value) ? undefined : value))
  .integer('records.error.filter')
  .min(1, 'records.error.filter')
  .max(ROW_ID_MAX, 'records.error.filter')
  .optional();

/** A round, entry, event or swing id of the path; one that names none of the member's is 404. */
const recordId = (notFound: string) => idField(notFound);

export const NETIZEN_TITLE_MAX = 160;

/** One schema for the "publish as a netizen lesson" form and the member API (design rule 5). */
export const publishSwingSchema = object({
  title: string().trim().required('records.swing.titleRequired').min(4, 'records.swing.titleTooShort').max(NETIZEN_TITLE_MAX, 'records.swing.titleTooLong'),
});

export const recordsOperations = {
  myRounds: defineOperation<{
    roundlist: MyRoundSummary[];
    roundlistcnt: number;
    pageno: number;
    pagesize: number;
    /** The courses and venues of all the member's rounds (the filters' choices). */
    courselist: ListOption[];
    shoplist: ListOption[];
  }>()({
    method: 'GET',
    path: '/membership/myrecords/myrounds',
    auth: 'required',
    input: object({
      lang: langField,
      period: mixed<RoundPeriod>()
        .transform((value) => (value === '' || value === undefined || value === null ? 'all' : value))
        .oneOf([...roundPeriods], 'records.error.period')
        .default('all')
        .defined(),
      courseno: optionalId,
      shopno: optionalId,
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  myRoundView: defineOperation<{ round: MyRoundDetail }>()({
    method: 'GET',
    path: '/membership/myrecords/myroundsview/{roundno}',
    auth: 'required',
    input: object({ roundno: recordId('records.error.roundNotFound'), lang: langField }),
  }),
  myTournaments: defineOperation<{ tournamentlist: MyTournamentRow[]; tournamentlistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/membership/myrecords/mytournaments',
    auth: 'required',
    input: object({
      lang: langField,
      tourstatus_fk: mixed<string>()
        .transform((value) => (value === '' || value === null ? undefined : String(value)))
        .oneOf([...tournamentStatus, undefined], 'tournament.error.status')
        .optional(),
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  /** One entry of the member's: mytournamentsview and mytournamentsattend (entry and payment state). */
  myTournamentEntry: defineOperation<{ entry: MyTournamentEntry }>()({
    method: 'GET',
    path: '/membership/myrecords/mytournamentsview/{tournamentno}',
    auth: 'required',
    input: object({ tournamentno: recordId('records.error.entryNotFound'), lang: langField }),
  }),
  myScorecard: defineOperation<{ scorecard: MyScorecard }>()({
    method: 'GET',
    path: '/membership/myrecords/myscorecard/{tournamentno}',
    auth: 'required',
    input: object({ tournamentno: recordId('records.error.entryNotFound'), lang: langField }),
  }),
  /** The tournament's ranking with the member's own row; only for a tournament the member entered. */
  myTournamentRanking: defineOperation<TournamentRanking>()({
    method: 'GET',
    path: '/membership/myrecords/mytournamentsranking/{tournamentno}',
    auth: 'required',
    input: object({ tournamentno: recordId('records.error.entryNotFound'), lang: langField, pageno: pageNoField, pagesize: pageSizeField }),
  }),
  myMinigames: defineOperation<{ minigamelist: MyMinigameRow[]; minigamelistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/membership/myrecords/myevent',
    auth: 'required',
    input: object({ lang: langField, pageno: pageNoField, pagesize: pageSizeField }),
  }),
  myMinigameRanking: defineOperation<{ minigame: MinigameDetail; minigameranklist: MinigameRankEntry[]; minigameranklistcnt: number; myrank: MinigameRankEntry; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/membership/myrecords/myminigameranking/{eventno}',
    auth: 'required',
    input: object({ eventno: recordId('records.error.eventNotFound'), lang: langField, pageno: pageNoField, pagesize: pageSizeField }),
  }),
  myMinigameWin: defineOperation<{ minigame: MinigameDetail; winnerlist: MinigameWinner[]; myresult: MinigameRankEntry }>()({
    method: 'GET',
    path: '/membership/myrecords/mywinaminigame/{eventno}',
    auth: 'required',
    input: object({ eventno: recordId('records.error.eventNotFound'), lang: langField }),
  }),
  myXPoint: defineOperation<{
    balance: number;
    season: number;
    locationpoints: number;
    favorite: { shopno: number | null; shopname: string | null; since: string | null };
    seasonlist: { season: number; points: number; lines: number }[];
    /** The chosen season's lines, newest first, each with what it was for. */
    xpointlist: (XPointEntry & { label: string | null; shopname: string | null })[];
    xpointlistcnt: number;
    pageno: number;
    pagesize: number;
  }>()({
    method: 'GET',
    path: '/membership/myrecords/myxpoint',
    auth: 'required',
    input: object({
      lang: langField,
      /** A season (year); without it the current one. */
      season: number().integer('records.error.season').min(2000, 'records.error.season').max(2100, 'records.error.season').optional(),
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  mySwings: defineOperation<{ swinglist: MySwingSummary[]; swinglistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/membership/myrecords/myswing',
    auth: 'required',
    input: object({ lang: langField, pageno: pageNoField, pagesize: pageSizeField }),
  }),
  mySwingView: defineOperation<{ swing: MySwingDetail }>()({
    method: 'GET',
    path: '/membership/myrecords/myswingview/{swingno}',
    auth: 'required',
    input: object({ swingno: recordId('records.error.swingNotFound'), lang: langField }),
  }),
  /** Publishes one of the member's swings as a netizen lesson (once); answers the lesson's number. */
  mySwingPublish: defineOperation<{ lessonno: number }>()({
    method: 'POST',
    path: '/membership/myrecords/myswingpublish',
    auth: 'required',
    input: publishSwingSchema.shape({ swingno: recordId('records.error.swingNotFound') }),
    changes: (_input, _output, caller) => callerChanged(caller),
  }),
  /** MyZone's dashboard: handicap trend and its computation, score trend, rounds, tournaments, badges, points. */
  myDashboard: defineOperation<{ dashboard: MyDashboard }>()({
    method: 'GET',
    path: '/membership/mydashboard',
    auth: 'required',
    input: object({ lang: langField }),
  }),
};
