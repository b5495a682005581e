/**
 * Wire shapes of the member API's answers. Field names are the spec's where it names them
 * (spec §3, §7), and lowercase without separators in the same style where it does not.
 */

export interface TimezoneInfo {
  timezone_name: string;
  /** UTC offset as "+09:00". */
  timezone_offset: string;
}

export interface TournamentSummary {
  tournamentno: number;
  tournamentname: string;
  tourstatus: string;
  tourtype: number;
  tourlevel: number | null;
  tourclass: number;
  tour_rank_type: number;
  playformat: number;
  shopno: number | null;
  shopname: string | null;
  coursename: string;
  entryfee: number;
  currency: string;
  entrycnt: number;
  entrylimit: number | null;
  startdate: string;
  enddate: string;
  /** The zone its times belong to (issue 26 item 1): its venue's, or the network's when network-wide. */
  timezone: string;
}

export interface NoticeSummary {
  noticeno: number;
  title: string;
  pinned: boolean;
  regdate: string;
}

export interface PointLeader {
  rank: number;
  player_pk: number;
  nickname: string;
  countrycode: string | null;
  points: number;
}

export interface HomeSummary {
  playing: TournamentSummary[];
  upcoming: TournamentSummary[];
  notices: NoticeSummary[];
  leaders: PointLeader[];
  season: number;
  stats: { players: number; stores: number; rounds: number; countries: number };
}

/** One public entity in a sitemap: its id and when what its page shows last changed (ISO 8601). */
export interface SitemapEntry {
  id: number;
  lastmod: string;
}

/**
 * The public entities of the network (the `sitemap` call). A ranking is listed only once it has
 * results, winners only once there are some: an empty page is not worth a crawler's visit.
 */
export interface SitemapEntries {
  tournaments: (SitemapEntry & { /** Last played round of an entrant; null while nobody has a result. */ rankinglastmod: string | null })[];
  minigames: (SitemapEntry & { ranked: boolean; haswinners: boolean })[];
  lessons: SitemapEntry[];
  courses: SitemapEntry[];
  stores: SitemapEntry[];
  notices: SitemapEntry[];
  resources: SitemapEntry[];
}
