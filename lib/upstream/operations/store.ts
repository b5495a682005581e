import { number, object } from 'yup';
import { defineOperation } from '../operation';
import { countryFilterField } from './course';
import { idField, langField, pageNoField, pageSizeField, searchField } from './fields';

/* Wire shapes (lowercase field names without separators, in the spec's style; dates are ISO strings). */

export interface StoreSummary {
  shopno: number;
  shopname: string;
  countrycode: string;
  countryname: string;
  /** The store finder's country bucket (spec §3). */
  countryfilter: string;
  statename: string | null;
  city: string;
  address: string;
  phone: string | null;
  /** 1 corporate-owned, 2 franchise. */
  storetype: number;
  simulators: number;
  timezone: string;
  latitude: number;
  longitude: number;
  imagepath: string | null;
}

export interface StoreDetail extends StoreSummary {
  postalcode: string | null;
  hours: Record<string, string>;
  openeddate: string | null;
  membercnt: number;
}

export interface StoreNearby {
  shopno: number;
  shopname: string;
  latitude: number;
  longitude: number;
  /** Great-circle distance in kilometres. */
  distancekm: number;
}

/** A venue on the finder's map: where it is, when it opens, how to call it. */
export interface StoreMapVenue {
  shopno: number;
  shopname: string;
  countrycode: string;
  city: string;
  address: string;
  phone: string | null;
  storetype: number;
  timezone: string;
  latitude: number;
  longitude: number;
  /** Opening hours per weekday ("mon": "09:00-24:00"), in the venue's own time zone. */
  hours: Record<string, string>;
}

export interface StoreLeader {
  rank: number;
  player_pk: number;
  nickname: string;
  /** Best 18-hole gross at this venue over the last year. */
  beststroke: number;
  roundcnt: number;
}

export interface StoreTournament {
  tournamentno: number;
  tournamentname: string;
  tourstatus: string;
  startdate: string;
  enddate: string;
}

export const storeOperations = {
  /** The store finder (spec §3): country bucket, store type (1 corporate-owned, 2 franchise), search by name or city. */
  storeList: defineOperation<{ storelist: StoreSummary[]; storelistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/findlocation/storelist',
    auth: 'none',
    input: object({
      lang: langField,
      searchname: searchField,
      country: countryFilterField,
      storetype: number()
        .transform((value: number) => (value === 1 || value === 2 ? value : undefined))
        .optional(),
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  /**
   * Every venue the finder's filters select, unpaged, with coordinates, hours and phone: the map's
   * markers, "near me" and "open now" work on the whole set (a few hundred rows at most).
   */
  storeMap: defineOperation<{ storemaplist: StoreMapVenue[] }>()({
    method: 'GET',
    path: '/findlocation/storemap',
    auth: 'none',
    input: object({
      lang: langField,
      searchname: searchField,
      country: countryFilterField,
      storetype: number()
        .transform((value: number) => (value === 1 || value === 2 ? value : undefined))
        .optional(),
    }),
  }),
  /** One venue: its facts, the nearest other venues, its best players of the last year and its recent tournaments. */
  storeView: defineOperation<{
    store: StoreDetail;
    nearbylist: StoreNearby[];
    leaderlist: StoreLeader[];
    tournamentlist: StoreTournament[];
  }>()({
    method: 'GET',
    path: '/findlocation/storeview/{shopno}',
    auth: 'none',
    input: object({
      lang: langField,
      shopno: idField('store.error.notFound'),
    }),
  }),
};
