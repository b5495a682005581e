import 'server-only';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import { snapshotOf } from '@/lib/member-api/db/snapshot';
import type { Job } from './job';

/**
 * The embedded database's scheduled backup (issue 25): every BACKUP_EVERY_HOURS (default 24; 0: off) the
 * process that has the PGlite folder open writes a consistent copy into BACKUP_DIR (default
 * $DATA_DIR/backups) with its manifest, and keeps the newest BACKUP_KEEP (default 7). A PostgreSQL
 * database is not copied here: its operator's pg_dump (`npm run db:backup`) or the server's own backups do.
 */
export const backupJob: Job = {
  name: 'backup',
  // Off (0): looked at once a day, to say so.
  everyMs: (env.backupEveryHours || 24) * 3_600_000,
  async run(_now: Date, db: Database): Promise<string> {
    if (!env.backupEveryHours) return 'scheduled backups are off (BACKUP_EVERY_HOURS=0)';
    return writeBackup(db);
  },
};

/** The same backup, asked for now (npm run db:backup): written even when the schedule is off. */
const backupNowJob: Job = { ...backupJob, run: (_now, db) => writeBackup(db) };

async function writeBackup(db: Database): Promise<string> {
  const snapshot = snapshotOf(db);
  if (!snapshot) return 'nothing to do: a PostgreSQL database is backed up with `npm run db:backup` (pg_dump)';
  const { backupEmbedded, pruneBackups } = await import('@/lib/member-api/db/backup');
  const manifest = await backupEmbedded(db, snapshot, { dir: env.backupDir, pgliteDir: env.pgliteDir });
  const pruned = pruneBackups(env.backupDir, 'pglite', env.backupKeep);
  return `${manifest.file}: ${(manifest.bytes / 1048576).toFixed(1)} MiB in ${manifest.durationMs} ms (database ${(manifest.databaseBytes / 1048576).toFixed(1)} MiB)${pruned ? `, ${pruned} older removed (keeping ${env.backupKeep})` : ''}`;
}

/**
 * The signal `npm run db:backup` sends the running portal that holds the embedded database. Not
 * SIGUSR2, which asks the server for its load line (server/serve.mjs): on that one signal, reading the
 * load took a backup that held the database for a second, and the members' session checks waiting on
 * it were answered 503 (bench:member's 40 a phase). SIGURG is ignored by default, so a process that
 * does not listen for it is never stopped by it.
 */
export const BACKUP_SIGNAL = 'SIGURG';

/**
 * PGlite's folder is open in one process only, so `npm run db:backup` cannot read it while the portal
 * runs: it asks the portal instead, with BACKUP_SIGNAL to the process named in the folder's lock file, and
 * waits for the new manifest in BACKUP_DIR. Installed by instrumentation.ts in the server process.
 */
export function backUpOnSignal(db: Database, log: (line: string) => void = console.log): void {
  if (!snapshotOf(db)) return;
  let running: Promise<void> | undefined;
  process.on(BACKUP_SIGNAL, () => {
    running ??= (async () => {
      try {
        const { runJobs, describeOutcome } = await import('./runner');
        const outcomes = await runJobs(db, [backupNowJob], { force: true });
        for (const outcome of outcomes) log(`${describeOutcome(outcome)} (asked for by ${BACKUP_SIGNAL})`);
      } finally {
        running = undefined;
      }
    })();
  });
}
