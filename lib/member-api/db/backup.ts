import 'server-only';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { currentSecretFingerprints, differingSecrets, type SecretFingerprints, type SharedSecret } from '@/lib/shared/config/secret-fingerprints';
import type { Database } from './connect';
import { migrationState, type MigrationState } from './migrations';
import type { Snapshot } from './snapshot';

/**
 * Backups of the portal's database (issue 25), one file and a JSON manifest beside it:
 * - embedded (PGlite): a gzipped tar of its folder, taken by the process that has it open (PGlite's
 *   dumpDataDir, a consistent copy while it serves);
 * - PostgreSQL: `pg_dump --format=custom` (a consistent snapshot of a running database).
 * The manifest names what a restore needs to check: when, which kind, the schema's latest migration,
 * sizes, a checksum, and the fingerprints of the secrets the data was written with (never a secret).
 */
export const MANIFEST_FORMAT = 'clubhouse-backup/1';

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  kind: 'pglite' | 'postgres';
  /** The backup's file name, beside the manifest. */
  file: string;
  bytes: number;
  sha256: string;
  durationMs: number;
  /** The database's own size when backed up (PGlite: its folder's files; PostgreSQL: pg_database_size). */
  databaseBytes: number;
  migrations: Pick<MigrationState, 'applied' | 'known' | 'latest'>;
  /** A few row counts, to see at a glance that the copy holds the network. */
  rows: { players: number; rounds: number; venueKeys: number };
  secrets: SecretFingerprints;
}

/** 20261127T070120979Z: sorts as it reads, one per millisecond. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

async function count(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function describe(db: Database, kind: BackupManifest['kind'], file: string, started: number, databaseBytes: number): Promise<BackupManifest> {
  const state = await migrationState(db);
  const manifest: BackupManifest = {
    format: MANIFEST_FORMAT,
    createdAt: new Date(started).toISOString(),
    kind,
    file: path.basename(file),
    bytes: fs.statSync(file).size,
    sha256: await sha256Of(file),
    durationMs: Date.now() - started,
    databaseBytes,
    migrations: { applied: state.applied, known: state.known, latest: state.latest },
    rows: { players: await count(db, 'players'), rounds: await count(db, 'rounds'), venueKeys: await count(db, 'venue_keys') },
    secrets: currentSecretFingerprints(),
  };
  fs.writeFileSync(manifestPathOf(file), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function manifestPathOf(file: string): string {
  return file.replace(/\.(tar\.gz|dump)$/, '') + '.json';
}

/** Writes the embedded database's snapshot into `dir`; answers its manifest (written beside it). */
export async function backupEmbedded(db: Database, snapshot: Snapshot, { dir, pgliteDir }: { dir: string; pgliteDir: string }): Promise<BackupManifest> {
  const started = Date.now();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `clubhouse-pglite-${stamp(new Date(started))}.tar.gz`);
  const partial = `${file}.partial`;
  const blob = await snapshot();
  await fs.promises.writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(partial, file);
  return describe(db, 'pglite', file, started, folderBytes(pgliteDir));
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) => reject(new Error(`${command} could not run (${error.message}): install Debian's postgresql-client`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

/** pg_dump of the database at `databaseUrl` into `dir`; answers its manifest. */
export async function backupPostgres(db: Database, databaseUrl: string, { dir }: { dir: string }): Promise<BackupManifest> {
  const started = Date.now();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `clubhouse-postgres-${stamp(new Date(started))}.dump`);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}.partial`, `--dbname=${databaseUrl}`]);
  fs.renameSync(`${file}.partial`, file);
  const size = (await db.execute(sql`select pg_database_size(current_database())::bigint as n`)) as unknown as { rows: { n: string }[] };
  return describe(db, 'postgres', file, started, Number(size.rows[0].n));
}

/** The scheduled backups in `dir`, newest first (by their manifests). */
export function listBackups(dir: string): { manifestPath: string; manifest: BackupManifest }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^clubhouse-(pglite|postgres)-\d{8}T\d{9}Z\.json$/.test(name))
    .map((name) => ({ manifestPath: path.join(dir, name), manifest: readManifest(path.join(dir, name)) }))
    .sort((a, b) => b.manifest.createdAt.localeCompare(a.manifest.createdAt));
}

/** Deletes all but the newest `keep` backups of `kind` in `dir` (file and manifest); answers how many went. */
export function pruneBackups(dir: string, kind: BackupManifest['kind'], keep: number): number {
  const old = listBackups(dir).filter((backup) => backup.manifest.kind === kind).slice(keep);
  for (const { manifestPath, manifest } of old) {
    fs.rmSync(path.join(dir, manifest.file), { force: true });
    fs.rmSync(manifestPath, { force: true });
  }
  return old.length;
}

export function readManifest(manifestPath: string): BackupManifest {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== MANIFEST_FORMAT) throw new Error(`${manifestPath} is not a Clubhouse backup manifest (format ${String(manifest.format)}).`);
  return manifest;
}

/** Checks the backup file against its manifest's size and checksum; throws naming what differs. */
export async function verifyBackup(manifestPath: string, manifest: BackupManifest): Promise<string> {
  const file = path.join(path.dirname(manifestPath), manifest.file);
  if (!fs.existsSync(file)) throw new Error(`The backup file ${file} named by ${manifestPath} is missing.`);
  if (fs.statSync(file).size !== manifest.bytes || (await sha256Of(file)) !== manifest.sha256) {
    throw new Error(`${file} does not match its manifest (size or SHA-256 differ): it is damaged or not the file that was backed up.`);
  }
  return file;
}

/** The secrets whose fingerprints in the manifest differ from this process's. */
export function secretsDifferingFrom(manifest: BackupManifest): SharedSecret[] {
  return differingSecrets(manifest.secrets, currentSecretFingerprints());
}

/** Unpacks an embedded database's backup into `targetDir` (a new, empty folder). */
export async function restoreEmbedded(file: string, targetDir: string): Promise<void> {
  if (fs.existsSync(targetDir) && fs.readdirSync(targetDir).length) {
    throw new Error(`${targetDir} is not empty: restore into a new folder (move the old one away first; nothing is overwritten).`);
  }
  fs.mkdirSync(targetDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(targetDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.close();
  // The copy carries the lock file of the process that made it (lib/member-api/db/lock.ts): not this folder's holder.
  fs.rmSync(path.join(targetDir, 'clubhouse.pid'), { force: true });
}

/** pg_restore of a backup into the (empty) database at `databaseUrl`. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')");
    if (rows[0].n > 0) throw new Error('The target database is not empty: create a new database (createdb) and restore into it; nothing is overwritten.');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, file]);
}
