import 'server-only';
import { purgeWithdrawnAccounts } from '@/lib/member-api/withdrawal';
import type { Job } from './job';

/** Spec §9: a withdrawn account's personal data is removed one year after the withdrawal. */
export const purgeWithdrawnJob: Job = {
  name: 'purge-withdrawn',
  everyMs: 60 * 60 * 1000,
  async run(now, db) {
    const { purged } = await purgeWithdrawnAccounts(db, now);
    return purged.length ? `purged the personal data of ${purged.length} account(s) withdrawn a year ago` : 'nothing to purge';
  },
};
