import { tournamentEntryStatuses } from '@/lib/shared/domain/enums';
import type { BookingView } from '@/lib/upstream/operations/booking';
import type { MyDashboard } from '@/lib/upstream/operations/records';

/** How many of the latest handicap values the home's trend shows. */
export const HOME_TREND_POINTS = 10;

/**
 * What a logged-in member sees first on the home page (issue 26 item 12): their next tournament,
 * their handicap trend, their last round and their season place. Cut from the member's dashboard read
 * (one per-member read, cached under the member's tag), so the island carries only these few figures.
 */
export interface MemberHome {
  /** The tournament the member has entered that starts soonest and is not over; else the next open one, not entered. */
  next: {
    tournamentno: number;
    tournamentname: string;
    tourstatus: string;
    startdate: string;
    enddate: string;
    /** The zone its times belong to (the venue's, or the network's): venue-bound times are shown there. */
    timezone: string;
    shopname: string | null;
    entered: boolean;
  } | null;
  handicap: { current: number | null; trend: { roundno: number; playedAt: string; handicap: number }[] };
  lastRound: { roundno: number; playeddate: string; coursename: string; shopname: string | null; holes: number; totalstrokes: number; topar: number } | null;
  season: { season: number; rank: number | null; rankedcnt: number; points: number };
}

export function memberHome(dashboard: MyDashboard): MemberHome {
  const live = (status: string) => (tournamentEntryStatuses as readonly string[]).includes(status);
  const entered = dashboard.tournaments.entered.filter((row) => live(row.tourstatus)).sort((a, b) => a.startdate.localeCompare(b.startdate))[0];
  const open = dashboard.tournaments.upcoming.filter((row) => live(row.tourstatus)).sort((a, b) => a.startdate.localeCompare(b.startdate))[0];
  const pick = entered ?? open;
  // The dashboard lists rounds newest first.
  const last = [...dashboard.recentrounds].sort((a, b) => b.playeddate.localeCompare(a.playeddate))[0];
  return {
    next: pick
      ? {
          tournamentno: pick.tournamentno,
          tournamentname: pick.tournamentname,
          tourstatus: pick.tourstatus,
          startdate: pick.startdate,
          enddate: pick.enddate,
          timezone: pick.timezone,
          shopname: pick.shopname,
          entered: Boolean(entered),
        }
      : null,
    handicap: {
      current: dashboard.handicap.current,
      trend: dashboard.handicap.history
        .filter((point): point is typeof point & { handicap: number } => point.handicap !== null)
        .slice(-HOME_TREND_POINTS)
        .map(({ roundno, playedAt, handicap }) => ({ roundno, playedAt, handicap })),
    },
    lastRound: last
      ? {
          roundno: last.roundno,
          playeddate: last.playeddate,
          coursename: last.coursename,
          shopname: last.shopname,
          holes: last.holes,
          totalstrokes: last.totalstrokes,
          topar: last.totalstrokes - last.totalpar,
        }
      : null,
    season: { season: dashboard.season, rank: dashboard.points.rank, rankedcnt: dashboard.points.rankedcnt, points: dashboard.points.standard },
  };
}

/** The member's next booking on the home page: the first upcoming one, or none. */
export function nextBooking(list: { bookinglist: BookingView[] }): Pick<BookingView, 'bookingno' | 'shopname' | 'bayname' | 'day' | 'startlabel' | 'endlabel' | 'timezone' | 'status'> | null {
  const first = list.bookinglist[0];
  if (!first) return null;
  const { bookingno, shopname, bayname, day, startlabel, endlabel, timezone, status } = first;
  return { bookingno, shopname, bayname, day, startlabel, endlabel, timezone, status };
}
