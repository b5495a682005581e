import 'server-only';
import { advanceStatuses, describeReport } from '@/lib/member-api/venue/status';
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
    return describeReport(await advanceStatuses(db, now));
  },
};
