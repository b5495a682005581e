import { object } from 'yup';
import { defineOperation } from '../operation';
import { idField, langField } from './fields';

/*
 * The calls that keep screens live while rounds arrive from the bays (issue 11): a cheap "has it
 * changed?" for a tournament or a mini-game ranking that an open browser polls, and the venue TV's
 * whole screen in one answer.
 */

/** What a live ranking polls: its status, and a version that changes whenever its places do. */
export interface LiveState {
  /** Tournament status ('1'..'4') or mini-game status (0..3) as the list calls answer them. */
  status: string | number;
  /** True while rounds can still change the ranking (playing). */
  live: boolean;
  /** Changes whenever the ranking changed (an opaque token: compare, do not parse). */
  version: string;
}

export interface TvRankRow {
  rank: number;
  player_pk: number;
  nickname: string;
  /** Strokes (tournaments), metres or a count (mini-games). */
  value: number;
  /** Tournaments: strokes to par. */
  topar?: number;
}

export interface TvTournament {
  tournamentno: number;
  tournamentname: string;
  coursename: string;
  enddate: string;
  entrycnt: number;
  leaders: TvRankRow[];
}

export interface TvMinigame {
  eventno: number;
  eventname: string;
  eventtype: number;
  valuekind: 'distance' | 'count';
  enddate: string;
  leaders: TvRankRow[];
}

export interface TvRound {
  roundno: number;
  player_pk: number;
  nickname: string;
  coursename: string;
  holes: number;
  gross: number;
  topar: number;
  playedat: string;
}

export interface TvHoleInOne {
  roundno: number;
  player_pk: number;
  nickname: string;
  coursename: string;
  holeno: number;
  playedat: string;
}

/** One bay's bookings today (issue 23), in the venue's zone. */
export interface TvBayBookings {
  bay: number;
  bayname: string;
  /** `name`: the booking member's nickname where they allowed the screen to show it, else null ("Booked"). */
  bookings: { startlabel: string; endlabel: string; name: string | null; checkedin: boolean }[];
}

export interface StoreTv {
  shopno: number;
  shopname: string;
  city: string;
  timezone: string;
  tournaments: TvTournament[];
  minigames: TvMinigame[];
  /** The venue's best rounds since midnight in its own time zone. */
  todaybest: TvRound[];
  /** Holes-in-one made at the venue in the last 30 days. */
  holeinones: TvHoleInOne[];
  /** Today's bookings per bay; empty when the venue takes no bookings. */
  bookings: TvBayBookings[];
  /** Changes whenever anything on the screen did. */
  version: string;
}

export const liveOperations = {
  tournamentLive: defineOperation<LiveState>()({
    method: 'GET',
    path: '/tournament/tournamentlive/{tournamentno}',
    auth: 'none',
    input: object({ tournamentno: idField('tournament.error.notFound') }),
  }),
  minigameLive: defineOperation<LiveState>()({
    method: 'GET',
    path: '/event/minigamelive/{eventno}',
    auth: 'none',
    input: object({ eventno: idField('minigame.error.notFound') }),
  }),
  /** The venue's wall screen: its live tournaments and mini-games with their leaders, today's best rounds, recent holes-in-one. */
  storeTv: defineOperation<StoreTv>()({
    method: 'GET',
    path: '/findlocation/storetv/{shopno}',
    auth: 'none',
    input: object({ lang: langField, shopno: idField('store.error.notFound') }),
  }),
};
