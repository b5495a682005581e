import 'server-only';
import { sql } from 'drizzle-orm';
import { currentSecretFingerprints, differingSecrets, secretSource, SHARED_SECRETS, type SecretFingerprints, type SharedSecret } from '@/lib/shared/config/secret-fingerprints';
import type { Database } from './client';
import { deploymentSecrets } from './schema-ops';

export class SecretsMismatchError extends Error {
  constructor(readonly differing: SharedSecret[]) {
    super(
      `This instance's ${differing.map((name) => `${name} (from ${secretSource(name)})`).join(', ')} ` +
        `${differing.length > 1 ? 'differ' : 'differs'} from the one this database was first used with. ` +
        'Every instance of one deployment must share SESSION_PASSWORD, NEXTAUTH_SECRET and VENUE_KEYS_SECRET: ' +
        'otherwise members are logged out between instances and the venues\' keys cannot be read. ' +
        'Start this instance with the same values as the others (deploy/README.md). After a deliberate ' +
        'rotation, start ONE instance once with RECORD_SECRETS=true to record the new ones (then rotate the venues\' keys if VENUE_KEYS_SECRET changed).',
    );
    this.name = 'SecretsMismatchError';
  }
}

/** The fingerprints the database holds (none on a database never started). */
export async function recordedSecretFingerprints(db: Database): Promise<Partial<SecretFingerprints>> {
  const rows = await db.select({ name: deploymentSecrets.name, fingerprint: deploymentSecrets.fingerprint }).from(deploymentSecrets);
  return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
}

/** Replaces the recorded fingerprints by the given ones (RECORD_SECRETS=true, a restore onto other secrets). */
export async function recordSecretFingerprints(db: Database, fingerprints: SecretFingerprints): Promise<void> {
  for (const name of SHARED_SECRETS) {
    await db
      .insert(deploymentSecrets)
      .values({ name, fingerprint: fingerprints[name] })
      .onConflictDoUpdate({ target: deploymentSecrets.name, set: { fingerprint: fingerprints[name], recordedAt: sql`now()` } });
  }
}

/**
 * Start-up check: records this process's fingerprints where none is recorded yet (the first start;
 * of instances starting together, the first insert wins and the others compare against it), then
 * compares. Throws SecretsMismatchError naming each secret that differs; with `replace` (RECORD_SECRETS)
 * records this process's instead and answers which ones it replaced.
 */
export async function checkSecretFingerprints(db: Database, { replace = false } = {}): Promise<{ recorded: boolean; replaced: SharedSecret[] }> {
  const current = currentSecretFingerprints();
  const inserted = await db
    .insert(deploymentSecrets)
    .values(SHARED_SECRETS.map((name) => ({ name, fingerprint: current[name] })))
    .onConflictDoNothing()
    .returning({ name: deploymentSecrets.name });
  const differing = differingSecrets(await recordedSecretFingerprints(db), current);
  if (!differing.length) return { recorded: inserted.length > 0, replaced: [] };
  if (!replace) throw new SecretsMismatchError(differing);
  await recordSecretFingerprints(db, current);
  return { recorded: true, replaced: differing };
}
