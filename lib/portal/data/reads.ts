import 'server-only';
import { cacheTags } from '@/lib/portal/cache/tags';
import { PAGE_SIZES, type EntryPaymentStatus } from '@/lib/shared/domain/enums';
import type { Envelope } from '@/lib/upstream/operation';
import type { BookingView } from '@/lib/upstream/operations/booking';
import { memberHome, nextBooking } from './member-home';
import type { InputOf, OperationName, OutputOf } from '@/lib/upstream/operations';

/**
 * THE read table (design.md §1, rule 9): every read above the seam, declared once, the twin of the
 * operation table below it. Each read names its operation, whether it is the same for every visitor
 * (`shared`) or one member's own (`member`), the cache tags that expire it and how long it lives at
 * most. lib/portal/data/read.ts turns an entry into the cached call (one cache declaration for the whole
 * portal), the page loader (one outcome rule) and the islands' read route (app/api/read/[name]).
 *
 * Why `unstable_cache` underneath and not `'use cache'`: in the pinned Next 16 `'use cache'`,
 * `cacheTag` and `cacheLife` work only with `cacheComponents` on, which replaces the ISR model this
 * portal's edge is built on (route `revalidate` exports, pages kept by the configured incremental
 * cache handler that stamps each page with its hash-based CSP and shares it through Redis, the edge
 * cache fed by that handler's tags, lists cached under canonical query segments). The declaration is
 * generated here, in one place, so turning `cacheComponents` on later changes read.ts only.
 */

export type ReadScope = 'shared' | 'member';

interface ReadBase<N extends OperationName> {
  operation: N;
  /** Seconds a cached answer may be served at most; a tag expires it earlier. */
  life: number;
}

export interface SharedRead<N extends OperationName> extends ReadBase<N> {
  scope: 'shared';
  /** Tags of what changes the answer (lib/portal/cache/tags.ts); an input-specific tag names the record. */
  tags: (input: InputOf<N>) => string[];
}

export interface MemberRead<N extends OperationName, S = Envelope<OutputOf<N>>> extends ReadBase<N> {
  scope: 'member';
  /**
   * Tags beyond the member's own (`member-{playerno}`, always added): what other people's actions
   * change in the answer (a ranking the member is on).
   */
  tags?: (input: InputOf<N>) => string[];
  /**
   * Served to islands through app/api/read/[name] (private, no-store), the input read from the query
   * with the operation's own schema; `fixed` inputs the query cannot change.
   */
  island?: { fixed?: Partial<InputOf<N>>; pageSizes?: readonly number[] };
  /** What of the answer is kept and served (an island needs the member's own row, not the page). */
  select?: (answer: Envelope<OutputOf<N>>) => S;
  /**
   * Seconds this answer may be shown at most when time alone changes it before `life` runs out (a
   * booking starting): the edge's copy of a page that shows it lives no longer (server/member-pages.mjs),
   * and the answer has no data cache of its own (lib/portal/data/read.ts).
   */
  lifeOf?: (answer: Envelope<OutputOf<N>>) => number;
}

export type ReadEntry<N extends OperationName = OperationName> = SharedRead<N> | MemberRead<N, unknown>;

function shared<N extends OperationName>(operation: N, life: number, tags: (input: InputOf<N>) => string[]): SharedRead<N> {
  return { scope: 'shared', operation, life, tags };
}

interface MemberOptions<N extends OperationName, S> {
  tags?: (input: InputOf<N>) => string[];
  select?: (answer: Envelope<OutputOf<N>>) => S;
  lifeOf?: (answer: Envelope<OutputOf<N>>) => number;
}

function member<N extends OperationName, S = Envelope<OutputOf<N>>>(operation: N, life: number, more: MemberOptions<N, S> = {}): MemberRead<N, S> {
  return { scope: 'member', operation, life, ...more };
}

type IslandOptions<N extends OperationName> = NonNullable<MemberRead<N>['island']>;

/** A member's read that islands ask for through app/api/read/[name]. */
function island<N extends OperationName, S = Envelope<OutputOf<N>>>(
  operation: N,
  life: number,
  more: MemberOptions<N, S> & { island: IslandOptions<N> },
): MemberRead<N, S> & { island: IslandOptions<N> } {
  return { scope: 'member', operation, life, ...more };
}

/** Standings and statistics: results and profile changes made here expire them at once. */
const HALL_OF_FAME_LIFE = 300;
/**
 * A tournament's data. Entries expire it at once (tournamentJoin's `changes`), and so do rounds posted
 * to this portal's venue API once places are recomputed; rounds a remote member API (UPSTREAM_URL)
 * receives directly show up to this late.
 */
export const TOURNAMENT_LIFE = 60;
/**
 * A member's own records. The member's calls, their rounds from the bays and their payments expire
 * them at once (member tag); what others do (a season place among everyone) shows up to this late.
 */
const MEMBER_LIFE = 120;

/**
 * Seconds until time alone changes how these bookings show: a hold lapses, free cancellation ends,
 * a booking starts or ends (at least one second). Everything else that changes them is a call or a
 * job that expires the member's tag.
 */
export function untilBookingsChange(bookings: readonly BookingView[], now = Date.now()): number {
  const moments = bookings.flatMap((b) => [b.holdexpiresat, b.cancel.freeuntil, b.startsat, b.endsat]).flatMap((at) => (at ? [Date.parse(at)] : []));
  const next = Math.min(...moments.filter((at) => at > now));
  return Number.isFinite(next) ? Math.max(1, Math.ceil((next - now) / 1000)) : Infinity;
}
/**
 * The notices (issue 24). A change made in the console expires them at once (noticeTags); this life
 * bounds what no change announces: a scheduled notice whose time has come appears (and its neighbours
 * link to it) within a minute, on the list, its page and the home page alike.
 */
export const NOTICE_LIFE = 60;
/** The home page's next booking: a start passing moves it on, which no call announces. */
const NEXT_BOOKING_LIFE = 15;
/** Seconds a venue day's cached availability is served at most (see bookingAvailability). */
const BOOKING_AVAILABILITY_LIFE = 5;

export const reads = {
  // ---- shared: the same answer for every visitor, never read with a token
  homeSummary: shared('mainSummary', 60, () => [cacheTags.home]),
  networkZone: shared('timezone', 300, () => [cacheTags.networkTimezone]),
  tournamentList: shared('tournamentList', TOURNAMENT_LIFE, () => [cacheTags.tournaments]),
  tournamentCondition: shared('tournamentCondition', TOURNAMENT_LIFE, ({ tournamentno }) => [cacheTags.tournament(tournamentno)]),
  // Each ranking row shows the player's favourite venue.
  tournamentRanking: shared('tournamentRanking', TOURNAMENT_LIFE, ({ tournamentno }) => [cacheTags.tournament(tournamentno), cacheTags.players]),
  tournamentScorecard: shared('tournamentScorecard', TOURNAMENT_LIFE, ({ tournamentno }) => [cacheTags.tournament(tournamentno)]),
  playerTournaments: shared('tournamentMember', TOURNAMENT_LIFE, () => [cacheTags.tournaments, cacheTags.players]),
  pointLeaderboard: shared('pointLeaderboard', HALL_OF_FAME_LIFE, () => [cacheTags.tournaments, cacheTags.players]),
  hallOfFameStats: shared('stats', HALL_OF_FAME_LIFE, () => [cacheTags.tournaments, cacheTags.players]),
  // Champions, records and the season's leaders: results and the players' names and status.
  hallOfFame: shared('hallOfFame', HALL_OF_FAME_LIFE, () => [cacheTags.tournaments, cacheTags.players]),
  minigameRanking: shared('minigameRanking', 60, () => [cacheTags.players, cacheTags.minigames]),
  lessonList: shared('lessonList', 300, () => [cacheTags.lessons]),
  noticeList: shared('noticeList', NOTICE_LIFE, () => [cacheTags.notices]),
  noticeView: shared('noticeView', NOTICE_LIFE, () => [cacheTags.notices]),
  storeList: shared('storeList', 300, () => [cacheTags.venues]),
  // A venue day's bays (issue 23), the grid's poll: every booking, cancellation or change there
  // expires it at once (bookingCreate's `changes`); the short life bounds what no call expires (a
  // hold lapsing frees its slot, a slot's start passing takes it off) to a few seconds.
  bookingAvailability: shared('bookingAvailability', BOOKING_AVAILABILITY_LIFE, ({ shopno }) => [cacheTags.bookingVenue(shopno)]),
  /** Every venue's name, zone and hours in one answer: the console's day figures name venues with it. */
  venueDirectory: shared('storeMap', 300, () => [cacheTags.venues]),
  // Its member count (favourite venues) and its tournaments' entrant counts.
  storeView: shared('storeView', 300, () => [cacheTags.venues, cacheTags.tournaments]),
  // Rounds posted at a venue reach the member API directly, so a ranking's lastmod may be this late.
  sitemap: shared('sitemap', 3600, () => [cacheTags.sitemap]),

  // ---- per member: cached under the member's tag, keyed by the session's verified player number
  myDashboard: member('myDashboard', MEMBER_LIFE),
  mySummary: member('mySummary', MEMBER_LIFE),
  myRounds: member('myRounds', MEMBER_LIFE),
  myRoundView: member('myRoundView', MEMBER_LIFE),
  myTournaments: member('myTournaments', MEMBER_LIFE, { tags: () => [cacheTags.tournaments] }),
  myTournamentEntry: member('myTournamentEntry', MEMBER_LIFE, { tags: ({ tournamentno }) => [cacheTags.tournament(tournamentno)] }),
  myScorecard: member('myScorecard', MEMBER_LIFE, { tags: ({ tournamentno }) => [cacheTags.tournament(tournamentno)] }),
  myTournamentRanking: member('myTournamentRanking', TOURNAMENT_LIFE, { tags: ({ tournamentno }) => [cacheTags.tournament(tournamentno), cacheTags.players] }),
  myMinigames: member('myMinigames', MEMBER_LIFE),
  // Other players' attempts move the member's place: kept briefly.
  myMinigameRanking: member('myMinigameRanking', 60, { tags: () => [cacheTags.players] }),
  myMinigameWin: member('myMinigameWin', MEMBER_LIFE),
  myXPoint: member('myXPoint', MEMBER_LIFE),
  mySwings: member('mySwings', MEMBER_LIFE),
  mySwingView: member('mySwingView', MEMBER_LIFE),
  // A booking's state also moves without the member: the card's webhook, a lapsed hold (the
  // settle-bookings job), the venue's check-in or no-show mark (its desk or the console) each expire
  // the member's tag as their own calls do; what time alone changes (a start, the end of free
  // cancellation) bounds its life (lifeOf).
  myBookings: member('myBookings', MEMBER_LIFE, { lifeOf: ({ bookinglist }) => untilBookingsChange(bookinglist) }),
  myBookingView: member('myBookingView', MEMBER_LIFE, { lifeOf: ({ booking }) => untilBookingsChange([booking]) }),

  // ---- per member, for islands on shared pages (app/api/read/[name], useRead)
  /** The member's Entered / Pay now marks on a page of the schedule: tournament number → entry status. */
  myScheduleEntries: island('tournamentList', MEMBER_LIFE, {
    tags: () => [cacheTags.tournaments],
    island: { pageSizes: PAGE_SIZES },
    select: (list): Record<number, EntryPaymentStatus> => Object.fromEntries(list.tournamentlist.flatMap((t) => (t.myentry ? [[t.tournamentno, t.myentry]] : []))),
  }),
  /** "Your place" on a ranking, on the score type and gender asked. */
  myTournamentPlace: island('tournamentRanking', TOURNAMENT_LIFE, {
    tags: ({ tournamentno }) => [cacheTags.tournament(tournamentno)],
    island: { fixed: { pageno: 1, pagesize: 1, tour_rank_type: undefined } },
    select: (ranking) => ({ myrank: ranking.myrank, scoretype: ranking.scoretype }),
  }),
  /**
   * The member's home (issue 26 item 12): next tournament, handicap trend, last round and season place,
   * cut from the dashboard (lib/portal/data/member-home.ts). Entries and other players' results move it too.
   */
  myHome: island('myDashboard', MEMBER_LIFE, {
    tags: () => [cacheTags.tournaments],
    island: {},
    select: (answer) => memberHome(answer.dashboard),
  }),
  /** The member's next booking on the home page. */
  myNextBooking: island('myBookings', NEXT_BOOKING_LIFE, {
    island: { fixed: { filter: 'upcoming', pageno: 1, pagesize: 1 } },
    select: (list) => ({ booking: nextBooking(list) }),
  }),
  /** "Your place" in the season standings asked. */
  myLeaderboardRow: island('pointLeaderboard', HALL_OF_FAME_LIFE, {
    tags: () => [cacheTags.tournaments, cacheTags.players],
    island: { fixed: { pageno: 1, pagesize: 1 } },
    select: (board) => ({ myrow: board.myrow ?? null }),
  }),
};

export type ReadName = keyof typeof reads;
export type SharedReadName = { [K in ReadName]: (typeof reads)[K]['scope'] extends 'shared' ? K : never }[ReadName];
export type MemberReadName = { [K in ReadName]: (typeof reads)[K]['scope'] extends 'member' ? K : never }[ReadName];
export type ReadOperation<R extends ReadName> = (typeof reads)[R]['operation'];
/** What a member's read answers: its `select`ed part, or the whole answer. */
export type ReadAnswer<R extends ReadName> = (typeof reads)[R] extends { select?: (answer: never) => infer S }
  ? unknown extends S
    ? Envelope<OutputOf<ReadOperation<R>>>
    : S
  : Envelope<OutputOf<ReadOperation<R>>>;

/** The reads islands may ask for through app/api/read/[name] (useRead). */
export type IslandReadName = { [K in MemberReadName]: (typeof reads)[K] extends { island: object } ? K : never }[MemberReadName];

/** An island's read by the name in its URL, or undefined for any other name (the route's 404). */
export function islandRead(name: string) {
  if (!Object.hasOwn(reads, name)) return undefined;
  const entry = reads[name as ReadName] as ReadEntry;
  if (entry.scope !== 'member' || !entry.island) return undefined;
  return { name: name as IslandReadName, entry: entry as MemberRead<OperationName, unknown> & { island: NonNullable<MemberRead<OperationName>['island']> } };
}
