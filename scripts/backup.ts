/**
 * Backs up the portal's database into BACKUP_DIR (default ${DATA_DIR:-./data}/backups): a file and its
 * JSON manifest (time, kind, latest migration, sizes, SHA-256, the secrets' fingerprints: never a secret).
 *
 *   npm run db:backup
 *
 * - DATABASE_URL set: pg_dump --format=custom of that database (a consistent snapshot while the
 *   instances run). Needs Debian's postgresql-client of the server's major version or newer.
 * - Embedded database (PGLITE_DIR, or ${DATA_DIR:-./data}/pglite): PGlite's folder is open in one
 *   process only. When the portal has it open, this asks the portal (SIGURG to the process in the
 *   folder's lock file) to write the backup itself and waits for its manifest; otherwise it opens the
 *   folder and copies it. Run it as the portal's user, with the portal's DATA_DIR and BACKUP_DIR.
 * Prints the manifest's path; exits 1 on failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/shared/config/env';
import { backupEmbedded, backupPostgres, listBackups, type BackupManifest } from '@/lib/member-api/db/backup';
import { connect } from '@/lib/member-api/db/connect';
import { snapshotOf } from '@/lib/member-api/db/snapshot';
import { BACKUP_SIGNAL } from '@/lib/member-api/jobs/backup';

const WAIT_FOR_PORTAL_MS = 10 * 60_000;

function report(manifest: BackupManifest, how: string) {
  console.log(
    `[backup] ${how}: ${path.join(env.backupDir, manifest.file)} (${(manifest.bytes / 1048576).toFixed(1)} MiB, database ${(manifest.databaseBytes / 1048576).toFixed(1)} MiB, ` +
      `${manifest.durationMs} ms, ${manifest.rows.players} members, ${manifest.rows.rounds} rounds, migration ${manifest.migrations.latest})`,
  );
  console.log(`[backup] manifest: ${path.join(env.backupDir, manifest.file).replace(/\.(tar\.gz|dump)$/, '.json')}`);
}

/** The process holding the embedded database, if one is alive. */
function portalHolding(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'clubhouse.pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function askPortal(pid: number): Promise<BackupManifest> {
  const asked = new Date().toISOString();
  process.kill(pid, BACKUP_SIGNAL);
  console.log(`[backup] the portal (process ${pid}) has the embedded database open: asked it for a backup into ${env.backupDir}`);
  const deadline = Date.now() + WAIT_FOR_PORTAL_MS;
  while (Date.now() < deadline) {
    const newest = listBackups(env.backupDir).find((backup) => backup.manifest.kind === 'pglite' && backup.manifest.createdAt >= asked.slice(0, 19));
    if (newest) return newest.manifest;
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`the portal (process ${pid}) stopped before it wrote the backup: run npm run db:backup again.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no backup from the portal (process ${pid}) within ${WAIT_FOR_PORTAL_MS / 60_000} minutes: see its log ([jobs] backup).`);
}

async function main() {
  if (env.databaseUrl) {
    const connection = await connect({ databaseUrl: env.databaseUrl, migrate: 'as-is' });
    try {
      report(await backupPostgres(connection.db, env.databaseUrl, { dir: env.backupDir }), 'pg_dump written');
    } finally {
      await connection.close();
    }
    return;
  }
  const holder = portalHolding(env.pgliteDir);
  if (holder) {
    report(await askPortal(holder), 'written by the running portal');
    return;
  }
  const connection = await connect({ pgliteDir: env.pgliteDir, migrate: 'as-is' });
  try {
    report(await backupEmbedded(connection.db, snapshotOf(connection.db)!, { dir: env.backupDir, pgliteDir: env.pgliteDir }), 'embedded database copied');
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(`[backup] failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
