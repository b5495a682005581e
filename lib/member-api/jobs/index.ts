import 'server-only';
import { backupJob } from './backup';
import type { Job } from './job';
import { purgeWithdrawnJob } from './purge-withdrawn';
import { settlePaymentsJob } from './settle-payments';
import { settleBookingsJob } from './settle-bookings';
import { settleStaffRefundsJob } from './settle-staff-refunds';
import { tournamentStatusJob } from './tournament-status';

export type { Job } from './job';
export { runJobs, type JobOutcome } from './runner';

/** Every scheduled job. Add yours here (one module per job beside this file). */
export const jobs: readonly Job[] = [purgeWithdrawnJob, tournamentStatusJob, settlePaymentsJob, settleBookingsJob, settleStaffRefundsJob, backupJob];
