import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentSecretFingerprints } from '@/lib/shared/config/secret-fingerprints';
import { environment } from '@/tests/support/env';
import { backupEmbedded, listBackups, pruneBackups, restoreEmbedded, secretsDifferingFrom, verifyBackup } from './backup';
import { connect, type Connection } from './connect';
import { checkSecretFingerprints, recordedSecretFingerprints } from './deployment-secrets';
import { snapshotOf } from './snapshot';

/**
 * The embedded database's backup and restore on real PGlite folders: a consistent copy taken by the
 * process that has the folder open, a manifest with the secrets' fingerprints (no secret), the file
 * checked against it, a restore into a new folder that opens with the same data, and the retention.
 */
const env = environment();
let work: string;
let connection: Connection;

beforeAll(async () => {
  env.set('NEXTAUTH_SECRET', 'backup-test-auth-secret-0123456789-0123456789');
  env.set('VENUE_KEYS_SECRET', 'backup-test-venue-secret-0123456789-012345678');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-backup-'));
  connection = await connect({ pgliteDir: path.join(work, 'pglite') });
  await checkSecretFingerprints(connection.db);
}, 120_000);

afterAll(async () => {
  await connection.close();
  env.restore();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the embedded database backup', () => {
  it('copies the open database with a manifest naming the secrets by fingerprint, and restores it into a new folder', async () => {
    const dir = path.join(work, 'backups');
    const manifest = await backupEmbedded(connection.db, snapshotOf(connection.db)!, { dir, pgliteDir: path.join(work, 'pglite') });
    expect(manifest).toMatchObject({ format: 'clubhouse-backup/1', kind: 'pglite', migrations: { latest: expect.any(String) } });
    expect(manifest.migrations.applied).toBe(manifest.migrations.known);
    expect(manifest.bytes).toBe(fs.statSync(path.join(dir, manifest.file)).size);
    expect(manifest.secrets).toEqual(currentSecretFingerprints());
    const manifestText = fs.readFileSync(path.join(dir, manifest.file.replace('.tar.gz', '.json')), 'utf8');
    expect(manifestText).not.toContain(process.env.VENUE_KEYS_SECRET);
    expect(manifestText).not.toContain(process.env.NEXTAUTH_SECRET);
    expect(secretsDifferingFrom(manifest)).toEqual([]);

    const [{ manifestPath }] = listBackups(dir);
    const file = await verifyBackup(manifestPath, manifest);
    await restoreEmbedded(file, path.join(work, 'restored'));
    expect(fs.existsSync(path.join(work, 'restored', 'clubhouse.pid'))).toBe(false);
    const restored = await connect({ pgliteDir: path.join(work, 'restored'), migrate: false });
    try {
      expect(await recordedSecretFingerprints(restored.db)).toEqual(currentSecretFingerprints());
    } finally {
      await restored.close();
    }
    await expect(restoreEmbedded(file, path.join(work, 'restored'))).rejects.toThrow(/is not empty: restore into a new folder/);
  }, 120_000);

  it('refuses a damaged file, names a secret that differs, and keeps the newest BACKUP_KEEP', async () => {
    const dir = path.join(work, 'backups');
    await backupEmbedded(connection.db, snapshotOf(connection.db)!, { dir, pgliteDir: path.join(work, 'pglite') });
    const backups = listBackups(dir);
    expect(backups).toHaveLength(2);
    const [newest] = backups;
    fs.appendFileSync(path.join(dir, newest.manifest.file), 'x');
    await expect(verifyBackup(newest.manifestPath, newest.manifest)).rejects.toThrow(/does not match its manifest/);

    env.set('VENUE_KEYS_SECRET', 'another-venue-secret-0123456789-0123456789');
    expect(secretsDifferingFrom(newest.manifest)).toEqual(['VENUE_KEYS_SECRET']);

    expect(pruneBackups(dir, 'pglite', 1)).toBe(1);
    expect(listBackups(dir).map((backup) => backup.manifest.file)).toEqual([newest.manifest.file]);
    expect(fs.readdirSync(dir)).toHaveLength(2);
  }, 120_000);
});
