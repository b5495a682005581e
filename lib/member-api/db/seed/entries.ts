/**
 * Tournament entries with their scores and final places. Scores come from each entrant's best
 * attempt (rounds.ts); places use the shared ranking rules (lib/shared/domain/ranking.ts): gross, net
 * with the event handicap from the X-Handicap the entrant carried into the tournament, and New
 * Peria over the tournament's hidden holes, each tie-broken by countback. Playing tournaments get
 * provisional places among those who have played; completed ones also award points and badges.
 */
import { eventHandicap } from '@/lib/shared/domain/handicap';
import { assignRanks, countback, netScore, periaHandicap, RANK_TYPE_BASES, type Countback } from '@/lib/shared/domain/ranking';
import type { tournamentEntries } from '../schema';
import type { CareerBadges } from './badges';
import type { PlayerSeed } from './players';
import type { PointsBook } from './points';
import { entryTimes, type TournamentSeed } from './tournaments';
import type { TableWriter } from './writer';

type EntryRow = typeof tournamentEntries.$inferInsert;

interface Scored {
  id: number;
  slot: number;
  gross: number;
  handicap: number;
  net: number;
  peria: number;
  periaNet: number;
  strokes: number[];
  cbGross: Countback;
}

export interface EntriesContext {
  seed: number;
  now: Date;
  players: PlayerSeed[];
  tournaments: TournamentSeed[];
  firstEntryId: number;
  entries: TableWriter<typeof tournamentEntries>;
  points: PointsBook;
  badges: CareerBadges;
}

/** Ranks one tournament's scored entrants; returns rank maps by slot. */
export function rankTournament(scored: Scored[]): { gross: Map<number, number>; net: Map<number, number>; peria: Map<number, number> } {
  const byBasis = (score: (s: Scored) => number, handicap: (s: Scored) => number) =>
    new Map(
      assignRanks(scored.map((s) => ({ id: s.id, slot: s.slot, score: score(s), countback: handicap(s) === 0 ? s.cbGross : countback(s.strokes, handicap(s)) }))).map(
        (r) => [r.slot, r.rank],
      ),
    );
  return {
    gross: byBasis((s) => s.gross, () => 0),
    net: byBasis((s) => s.net, (s) => s.handicap),
    peria: byBasis((s) => s.periaNet, (s) => s.peria),
  };
}

export async function writeEntries(ctx: EntriesContext): Promise<number> {
  const nowMs = ctx.now.getTime();
  let id = ctx.firstEntryId;
  for (const t of ctx.tournaments) {
    const n = t.entrants.length;
    const firstId = id;
    id += n;
    const res = t.results;
    const hidden = t.row.hiddenHoles ?? [];
    const coursePar = t.pars.reduce((a, b) => a + b, 0);

    const scored: Scored[] = [];
    for (let slot = 0; slot < n; slot++) {
      if (res.roundno[slot] === 0) continue;
      const strokes = Array.from(res.holeStrokes.subarray(slot * t.holes, (slot + 1) * t.holes));
      const gross = res.gross[slot];
      // A member without an X-Handicap yet plays off scratch.
      const xh = Number.isNaN(res.xhandicap[slot]) ? 0 : res.xhandicap[slot];
      const handicap = eventHandicap(xh, t.holes);
      const peria = periaHandicap(strokes, t.pars, hidden);
      scored.push({
        id: firstId + slot,
        slot,
        gross,
        handicap,
        net: netScore(gross, handicap),
        peria,
        periaNet: netScore(gross, peria),
        strokes,
        cbGross: countback(strokes),
      });
    }
    const ranks = rankTournament(scored);
    const bySlot = new Map(scored.map((s) => [s.slot, s]));
    const completed = t.status === '3';
    const basis = RANK_TYPE_BASES[t.row.rankType as 0 | 1 | 2];
    const fee = t.row.entryFee ?? 0;

    for (let slot = 0; slot < n; slot++) {
      const player = ctx.players[t.entrants[slot]];
      const { enteredMs } = entryTimes(ctx.seed, t, slot, player, nowMs);
      const s = bySlot.get(slot);
      const row: EntryRow = {
        id: firstId + slot,
        tournamentno: t.no,
        playerPk: player.pk,
        roundno: s ? res.roundno[slot] : null,
        gender: player.gender,
        enteredAt: new Date(enteredMs),
        paymentStatus: fee === 0 ? 'none' : t.status === '4' ? 'refunded' : 'paid',
        attempts: res.attempts[slot],
        gross: null,
        toPar: null,
        handicap: null,
        net: null,
        periaHandicap: null,
        periaNet: null,
        back9: null,
        back6: null,
        back3: null,
        back1: null,
        holeStrokes: null,
        rankGross: null,
        rankNet: null,
        rankPeria: null,
        points: null,
      };
      if (s) {
        row.gross = s.gross;
        row.toPar = s.gross - coursePar;
        row.handicap = s.handicap;
        row.net = s.net;
        row.periaHandicap = s.peria;
        row.periaNet = s.periaNet;
        row.back9 = s.cbGross.back9;
        row.back6 = s.cbGross.back6;
        row.back3 = s.cbGross.back3;
        row.back1 = s.cbGross.back1;
        row.holeStrokes = s.strokes;
        row.rankGross = ranks.gross.get(slot)!;
        row.rankNet = ranks.net.get(slot)!;
        row.rankPeria = ranks.peria.get(slot)!;
        if (completed) {
          const place = basis[0] === 'net' ? row.rankNet : row.rankGross;
          row.points = await ctx.points.award({
            playerPk: player.pk,
            season: t.row.season,
            tournamentno: t.no,
            place,
            entrants: scored.length,
            tourClass: t.row.tourClass,
            at: t.row.endsAt as Date,
          });
          const won = basis.some((b) => (b === 'net' ? row.rankNet : row.rankGross) === 1);
          ctx.badges.record(player.pk, { endsMs: t.endsMs, tournamentno: t.no, won });
        }
      }
      await ctx.entries.push(row);
    }
  }
  return id - ctx.firstEntryId;
}
