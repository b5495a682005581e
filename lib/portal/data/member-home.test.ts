import type { MyDashboard } from '@/lib/upstream/operations/records';
import { HOME_TREND_POINTS, memberHome, nextBooking } from './member-home';

const tournament = (tournamentno: number, tourstatus: string, startdate: string) => ({
  tournamentno,
  tournamentname: `T${tournamentno}`,
  tourstatus,
  startdate,
  enddate: startdate,
  timezone: 'Asia/Seoul',
  shopname: 'Gangnam',
});

function dashboard(over: Partial<MyDashboard> = {}): MyDashboard {
  return {
    handicap: { current: 12.3, steps: {} as MyDashboard['handicap']['steps'], history: [] },
    scoretrend: [],
    recentrounds: [],
    tournaments: { entered: [], upcoming: [] },
    badges: [],
    season: 2026,
    points: { standard: 340, oom: 0, events: 3, wins: 0, rank: 12, rankedcnt: 1960, xpoint: 0 },
    ...over,
  } as MyDashboard;
}

describe('the member home (issue 26 item 12)', () => {
  it('shows the entered tournament that starts soonest and is not over, before any open one', () => {
    const home = memberHome(
      dashboard({
        tournaments: {
          entered: [tournament(1, '3', '2026-01-01T00:00:00Z'), tournament(2, '1', '2026-12-20T00:00:00Z'), tournament(3, '2', '2026-11-01T00:00:00Z')] as never,
          upcoming: [tournament(9, '1', '2026-11-02T00:00:00Z')] as never,
        },
      }),
    );
    expect(home.next).toMatchObject({ tournamentno: 3, entered: true, timezone: 'Asia/Seoul' });
  });

  it('offers the next open tournament when the member has entered none, and nothing when none is open', () => {
    const open = memberHome(dashboard({ tournaments: { entered: [], upcoming: [tournament(9, '1', '2026-12-02T00:00:00Z'), tournament(8, '1', '2026-12-01T00:00:00Z')] as never } }));
    expect(open.next).toMatchObject({ tournamentno: 8, entered: false });
    expect(memberHome(dashboard()).next).toBeNull();
  });

  it('keeps the latest handicap values, without the rounds before a handicap existed', () => {
    const history = Array.from({ length: 15 }, (_, i) => ({ roundno: i + 1, playedAt: `2026-01-${String(i + 1).padStart(2, '0')}`, handicap: i < 3 ? null : 20 - i }));
    const home = memberHome(dashboard({ handicap: { current: 6, steps: {} as never, history } }));
    expect(home.handicap.trend).toHaveLength(HOME_TREND_POINTS);
    expect(home.handicap.trend.at(-1)).toEqual({ roundno: 15, playedAt: '2026-01-15', handicap: 6 });
    expect(home.handicap.trend.every((point) => point.handicap !== null)).toBe(true);
  });

  it('takes the newest round as the last one, with its score against par, and the season place', () => {
    const round = (roundno: number, playeddate: string, totalstrokes: number) => ({ roundno, playeddate, coursename: 'Pebble', shopname: null, holes: 18, totalstrokes, totalpar: 72 });
    const home = memberHome(dashboard({ recentrounds: [round(1, '2026-01-01T00:00:00Z', 80), round(2, '2026-02-01T00:00:00Z', 70)] as never }));
    expect(home.lastRound).toMatchObject({ roundno: 2, totalstrokes: 70, topar: -2 });
    expect(home.season).toEqual({ season: 2026, rank: 12, rankedcnt: 1960, points: 340 });
    expect(memberHome(dashboard()).lastRound).toBeNull();
  });

  it('names the first upcoming booking, or none', () => {
    const booking = { bookingno: 5, shopname: 'Gangnam', bayname: 'Bay 2', day: '2026-11-28', startlabel: '10:00', endlabel: '11:00', timezone: 'Asia/Seoul', status: 'confirmed', code: 'X' };
    expect(nextBooking({ bookinglist: [booking] as never })).toEqual({ bookingno: 5, shopname: 'Gangnam', bayname: 'Bay 2', day: '2026-11-28', startlabel: '10:00', endlabel: '11:00', timezone: 'Asia/Seoul', status: 'confirmed' });
    expect(nextBooking({ bookinglist: [] })).toBeNull();
  });
});
