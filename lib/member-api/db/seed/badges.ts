/**
 * Tournament-career badges (tour rookie, glory) via lib/shared/domain/badges.ts, awarded when first
 * earned. Round badges (long drive, accuracy, shooter) are awarded by the round generator.
 */
import { tournamentBadges } from '@/lib/shared/domain/badges';
import type { playerBadges } from '../schema';
import type { TableWriter } from './writer';

interface Finish {
  endsMs: number;
  tournamentno: number;
  won: boolean;
}

export class CareerBadges {
  private readonly finishes = new Map<number, Finish[]>();

  /** A completed tournament the player finished; `won`: first place in a published gross or net ranking. */
  record(playerPk: number, finish: Finish) {
    const list = this.finishes.get(playerPk);
    if (list) list.push(finish);
    else this.finishes.set(playerPk, [finish]);
  }

  async write(writer: TableWriter<typeof playerBadges>): Promise<number> {
    let count = 0;
    const pks = [...this.finishes.keys()].sort((a, b) => a - b);
    for (const playerPk of pks) {
      const list = this.finishes.get(playerPk)!.sort((a, b) => a.endsMs - b.endsMs || a.tournamentno - b.tournamentno);
      const earned = new Set<string>();
      let won = false;
      for (let k = 0; k < list.length; k++) {
        won ||= list[k].won;
        for (const badge of tournamentBadges({ tournamentsPlayed: k + 1, wonHandicapOrStrokeEvent: won })) {
          if (earned.has(badge)) continue;
          earned.add(badge);
          count++;
          await writer.push({ playerPk, badge, earnedAt: new Date(list[k].endsMs), roundno: null, tournamentno: list[k].tournamentno });
        }
      }
    }
    return count;
  }
}
