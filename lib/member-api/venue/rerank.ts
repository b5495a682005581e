import 'server-only';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { rankScoredEntries } from '@/lib/shared/domain/ranking';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Advisory-lock class of a tournament's re-ranking (the second key is the tournament number). */
const RERANK_LOCK = 7411;

/**
 * Recomputes a tournament's places (gross, net, New Peria, countback: lib/shared/domain/ranking) from its
 * entries' stored best attempts, and writes only the places that moved. Serialised per tournament
 * by a transaction-scoped advisory lock, so two instances re-ranking at once cannot interleave.
 * Returns how many entries changed place.
 */
export async function rerankTournament(tx: Tx, tournamentno: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RERANK_LOCK}, ${tournamentno})`);
  const entries = await tx
    .select({
      id: tournamentEntries.id,
      playerPk: tournamentEntries.playerPk,
      gross: tournamentEntries.gross,
      handicap: tournamentEntries.handicap,
      net: tournamentEntries.net,
      periaHandicap: tournamentEntries.periaHandicap,
      periaNet: tournamentEntries.periaNet,
      holeStrokes: tournamentEntries.holeStrokes,
      rankGross: tournamentEntries.rankGross,
      rankNet: tournamentEntries.rankNet,
      rankPeria: tournamentEntries.rankPeria,
    })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), isNotNull(tournamentEntries.gross)));
  const ranks = rankScoredEntries(
    entries.map((e) => ({
      id: e.id,
      gross: e.gross!,
      handicap: e.handicap ?? 0,
      net: e.net ?? e.gross!,
      periaHandicap: e.periaHandicap ?? 0,
      periaNet: e.periaNet ?? e.gross!,
      holeStrokes: e.holeStrokes ?? [],
    })),
  );
  const moved = entries
    .flatMap((e) => {
      const r = ranks.get(e.id)!;
      return r.gross !== e.rankGross || r.net !== e.rankNet || r.peria !== e.rankPeria ? [{ id: e.id, playerPk: e.playerPk, ...r }] : [];
    })
    .sort((a, b) => a.playerPk - b.playerPk);
  // The moved rows are locked first, in player order: rounds lock their members' entries in that
  // order too (ingest.ts, a batch of rounds locks several), so a re-ranking and a batch never wait
  // on each other in a circle (an UPDATE … FROM locks its rows in no set order).
  for (let i = 0; i < moved.length; i += 2000) {
    const chunk = moved.slice(i, i + 2000);
    await tx.execute(sql`select 1 from ${tournamentEntries} where ${inArray(tournamentEntries.id, chunk.map((m) => m.id))} order by ${tournamentEntries.playerPk} for update`);
  }
  // One statement for every moved entry, in chunks so a big field stays within parameter limits.
  for (let i = 0; i < moved.length; i += 2000) {
    const chunk = moved.slice(i, i + 2000);
    const values = sql.join(
      chunk.map((m) => sql`(${m.id}::int, ${m.gross}::int, ${m.net}::int, ${m.peria}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${tournamentEntries} as e set rank_gross = v.g, rank_net = v.n, rank_peria = v.p
      from (values ${values}) as v(id, g, n, p) where e.id = v.id`);
  }
  await tx.update(tournaments).set({ rankedAt: sql`now()` }).where(eq(tournaments.tournamentno, tournamentno));
  return moved.length;
}

const running = new Map<number, { again: boolean; done: Promise<void> }>();

/**
 * Re-rankings of one tournament start at most this often: under a stream of rounds a re-ranking
 * (every scored entry read and sorted) would otherwise run back to back, costing as much CPU as the
 * rounds themselves. Places still follow a round within 1 s (this, plus one re-ranking's time).
 */
export const RERANK_MIN_INTERVAL_MS = 250;
const lastStarts = new Map<number, number>();

/**
 * Re-ranks a tournament soon after a round changed it, coalescing bursts: while one re-ranking of a
 * tournament runs in this process, further requests make it run once more when it ends (not once
 * each), and never sooner than RERANK_MIN_INTERVAL_MS after the last one started. `onRanked` runs
 * after each re-ranking commits (the portal expires the cached pages there).
 */
export function scheduleRerank(db: Database, tournamentno: number, onRanked?: (tournamentno: number) => void): Promise<void> {
  const current = running.get(tournamentno);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        const wait = (lastStarts.get(tournamentno) ?? 0) + RERANK_MIN_INTERVAL_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // Rounds committed before this point are in this re-ranking; a request from now on runs another.
        state.again = false;
        lastStarts.set(tournamentno, Date.now());
        try {
          await db.transaction((tx) => rerankTournament(tx, tournamentno));
          onRanked?.(tournamentno);
        } catch (error) {
          console.error(`[venue] re-ranking tournament ${tournamentno} failed`, error);
        }
      } while (state.again);
    } finally {
      running.delete(tournamentno);
    }
  })();
  running.set(tournamentno, state);
  return state.done;
}

/** Waits for every re-ranking under way in this process (tests, the bench, shutdown). */
export async function reranksSettled(): Promise<void> {
  while (running.size) await Promise.all([...running.values()].map((s) => s.done));
}
