/**
 * Restores a backup made by `npm run db:backup` (or the embedded database's scheduled backup) into a
 * NEW folder or database: nothing existing is overwritten.
 *
 *   npm run db:restore -- BACKUP.json                     # into PGLITE_DIR / ${DATA_DIR:-./data}/pglite, or DATABASE_URL
 *   npm run db:restore -- BACKUP.json --to /srv/clubhouse/data/pglite
 *   npm run db:restore -- BACKUP.json --to postgres://…/clubhouse_restored
 *   npm run db:restore -- BACKUP.json --accept-secrets    # see below
 *
 * Checks the file against its manifest (size, SHA-256), then the manifest's secrets' fingerprints
 * against this environment's SESSION_PASSWORD, NEXTAUTH_SECRET and VENUE_KEYS_SECRET (or the generated
 * $DATA_DIR/secrets.json). A difference is refused: with other secrets, members' sessions end and the
 * venues' stored keys cannot be decrypted. Configure the original secrets and run it again; or, when
 * the old ones are lost for good, --accept-secrets restores anyway and records this environment's
 * secrets in the restored database, after which every venue needs a new key (npm run venue:keys -- rotate).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { currentSecretFingerprints } from '@/lib/shared/config/secret-fingerprints';
import { env } from '@/lib/shared/config/env';
import { readManifest, restoreEmbedded, restorePostgres, secretsDifferingFrom, verifyBackup } from '@/lib/member-api/db/backup';
import { connect } from '@/lib/member-api/db/connect';
import { recordSecretFingerprints } from '@/lib/member-api/db/deployment-secrets';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: npm run db:restore -- BACKUP.json [--to DIR|postgres://URL] [--accept-secrets]');
  process.exit(2);
}

function parse() {
  try {
    const { values, positionals } = parseArgs({
      options: { to: { type: 'string' }, 'accept-secrets': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help || positionals.length !== 1) usage();
    let manifestPath = path.resolve(positionals[0]);
    // The backup file itself names its manifest.
    if (!manifestPath.endsWith('.json')) manifestPath = manifestPath.replace(/\.(tar\.gz|dump)$/, '') + '.json';
    return { manifestPath, to: values.to, acceptSecrets: values['accept-secrets'] };
  } catch (error) {
    usage((error as Error).message);
  }
}

async function main() {
  const { manifestPath, to, acceptSecrets } = parse();
  if (!fs.existsSync(manifestPath)) usage(`No manifest at ${manifestPath}.`);
  const manifest = readManifest(manifestPath);
  const file = await verifyBackup(manifestPath, manifest);
  console.log(`[restore] ${manifest.kind} backup of ${manifest.createdAt}: ${manifest.rows.players} members, ${manifest.rows.rounds} rounds, migration ${manifest.migrations.latest}; file checked`);

  const differing = secretsDifferingFrom(manifest);
  if (differing.length && !acceptSecrets) {
    throw new Error(
      `this environment's ${differing.join(', ')} ${differing.length > 1 ? 'differ' : 'differs'} from the backup's (by fingerprint). ` +
        'Restored with other secrets, members would be logged out and the venues\' keys could not be decrypted (their bays get 503). ' +
        'Set the original values (from your secret store, or copy the old $DATA_DIR/secrets.json beside the data) and run this again. ' +
        'If they are lost for good: run again with --accept-secrets, then give every venue a new key (npm run venue:keys -- rotate --venue N).',
    );
  }

  const target = to ?? (manifest.kind === 'postgres' ? env.databaseUrl : env.pgliteDir);
  if (!target) usage('Restoring a PostgreSQL backup needs --to postgres://… or DATABASE_URL (an empty, new database).');
  const targetIsUrl = /^postgres(ql)?:\/\//.test(target);
  if (targetIsUrl !== (manifest.kind === 'postgres')) usage(`A ${manifest.kind} backup restores into ${manifest.kind === 'postgres' ? 'a PostgreSQL database (--to postgres://…)' : 'a folder (--to DIR)'}.`);

  const started = Date.now();
  if (manifest.kind === 'pglite') await restoreEmbedded(file, path.resolve(target));
  else await restorePostgres(file, target);
  console.log(`[restore] restored into ${targetIsUrl ? target.replace(/\/\/[^@]*@/, '//') : path.resolve(target)} in ${Date.now() - started} ms`);

  if (differing.length) {
    const connection = await connect(targetIsUrl ? { databaseUrl: target, migrate: 'as-is' } : { pgliteDir: path.resolve(target), migrate: 'as-is' });
    try {
      await recordSecretFingerprints(connection.db, currentSecretFingerprints());
    } finally {
      await connection.close();
    }
    console.warn(
      `[restore] WARNING: restored with other ${differing.join(', ')} than the backup's (--accept-secrets): this environment's are now recorded. ` +
        (differing.includes('VENUE_KEYS_SECRET') ? "The venues' stored keys cannot be decrypted: give every venue a new key (npm run venue:keys -- rotate --venue N) and send it to its bays." : ''),
    );
  }
  console.log('[restore] done: start the portal on it (it applies any newer migrations at start, or run npm run db:migrate first).');
}

main().catch((error) => {
  console.error(`[restore] refused: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
