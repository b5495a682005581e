import 'server-only';
import { inArray } from 'drizzle-orm';
import { announceChanges, membersChanged } from '@/lib/member-api/changes';
import type { Database } from '@/lib/member-api/db/client';
import { tournamentEntries } from '@/lib/member-api/db/schema';
import { advanceStatuses, describeReport, type StatusReport } from '@/lib/member-api/venue/status';
import type { Job } from './job';

/**
 * Tournaments and mini-games that run themselves (issue 11): ready → playing at the start, playing →
 * completed at the end with the ranking frozen, points and badges awarded and mini-game winners
 * marked. Exactly once on any number of instances (row locks, lib/member-api/venue/status.ts), even
 * without the runner's lease.
 */
export const tournamentStatusJob: Job = {
  name: 'tournament-status',
  everyMs: 60 * 1000,
  async run(now, db) {
    const report = await advanceStatuses(db, now);
    announceChanges(await statusChanges(db, report));
    return describeReport(report);
  },
};

/**
 * A tournament that started or ended changes its pages and lists; one that ended also gave its
 * entrants their points and badges (their MyZone). Mini-games live their short cache life.
 */
async function statusChanges(db: Database, report: StatusReport) {
  const tournamentnos = [...report.tournamentsStarted, ...report.tournamentsCompleted];
  const entrants = report.tournamentsCompleted.length
    ? await db.select({ playerPk: tournamentEntries.playerPk }).from(tournamentEntries).where(inArray(tournamentEntries.tournamentno, report.tournamentsCompleted))
    : [];
  return [...tournamentnos.map((id) => ({ kind: 'tournament' as const, id })), ...membersChanged(entrants.map((entry) => entry.playerPk))];
}
