/**
 * Tour points of completed tournaments: one ledger row per finisher and kind (standard points and
 * order-of-merit points, lib/shared/domain/points.ts) and the season standings that sum them.
 */
import { orderOfMeritPoints, standardPoints } from '@/lib/shared/domain/points';
import type { pointLedger, pointStandings } from '../schema';
import type { TableWriter } from './writer';

type StandingRow = typeof pointStandings.$inferInsert;

interface Standing {
  points: number;
  events: number;
  wins: number;
}

export class PointsBook {
  private readonly standings = new Map<string, Standing>();
  ledgerRows = 0;

  constructor(private readonly ledger: TableWriter<typeof pointLedger>) {}

  /** Awards one finisher; returns the standard points (stored on the entry too). */
  async award(input: { playerPk: number; season: number; tournamentno: number; place: number; entrants: number; tourClass: number; at: Date }): Promise<number> {
    const standard = standardPoints(input.place, input.tourClass);
    const oom = orderOfMeritPoints(input.place, input.entrants, input.tourClass);
    for (const [kind, points] of [
      ['standard', standard],
      ['oom', oom],
    ] as const) {
      if (points <= 0) continue;
      await this.ledger.push({
        playerPk: input.playerPk,
        season: input.season,
        kind,
        points,
        tournamentno: input.tournamentno,
        reason: input.place === 1 ? 'tournament win' : 'tournament finish',
        createdAt: input.at,
      });
      this.ledgerRows++;
      const key = `${input.season}|${kind}|${input.playerPk}`;
      const standing = this.standings.get(key) ?? { points: 0, events: 0, wins: 0 };
      standing.points += points;
      standing.events += 1;
      if (input.place === 1) standing.wins += 1;
      this.standings.set(key, standing);
    }
    return standard;
  }

  /** Season totals, with each player's country copied in (the leaderboard filters by it). */
  *standingRows(countryOf: (playerPk: number) => number | null): Generator<StandingRow> {
    const keys = [...this.standings.keys()].sort();
    for (const key of keys) {
      const [season, kind, pk] = key.split('|');
      const s = this.standings.get(key)!;
      yield { season: Number(season), kind, playerPk: Number(pk), countryno: countryOf(Number(pk)), points: s.points, events: s.events, wins: s.wins };
    }
  }

  get standingCount(): number {
    return this.standings.size;
  }
}
