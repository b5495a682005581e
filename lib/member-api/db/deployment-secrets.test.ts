import { fingerprintOf } from '@/lib/shared/config/secret-fingerprints';
import type { Connection } from '@/lib/member-api/db/connect';
import { useMemoryDatabase } from '@/tests/support/database';
import { environment } from '@/tests/support/env';
import { checkSecretFingerprints, recordedSecretFingerprints, SecretsMismatchError } from './deployment-secrets';

/**
 * The secrets' fingerprints on a real (in-memory PGlite) database: recorded on the first start,
 * compared on every later one; a differing secret stops the start with a message naming it; the
 * database holds fingerprints, never a secret.
 */
const env = environment();
let connection: Connection;

beforeAll(async () => {
  connection = await useMemoryDatabase();
});
afterAll(() => connection.close());
afterEach(() => env.restore());

const authSecret = 'auth-secret-for-the-fingerprint-test-0123456789';
const venueSecret = 'venue-secret-for-the-fingerprint-test-0123456789';

describe('the secrets fingerprint check at start', () => {
  it('records the fingerprints on the first start, and the same secrets start again', async () => {
    env.set('NEXTAUTH_SECRET', authSecret);
    env.set('VENUE_KEYS_SECRET', venueSecret);
    expect(await checkSecretFingerprints(connection.db)).toEqual({ recorded: true, replaced: [] });
    const recorded = await recordedSecretFingerprints(connection.db);
    expect(Object.keys(recorded).sort()).toEqual(['NEXTAUTH_SECRET', 'SESSION_PASSWORD', 'VENUE_KEYS_SECRET']);
    expect(recorded.VENUE_KEYS_SECRET).toBe(fingerprintOf('VENUE_KEYS_SECRET', venueSecret));
    expect(JSON.stringify(recorded)).not.toContain(venueSecret);
    expect(JSON.stringify(recorded)).not.toContain(authSecret);
    expect(await checkSecretFingerprints(connection.db)).toEqual({ recorded: false, replaced: [] });
  });

  it('refuses an instance whose VENUE_KEYS_SECRET differs, naming that one secret and the way out', async () => {
    env.set('NEXTAUTH_SECRET', authSecret);
    env.set('VENUE_KEYS_SECRET', 'another-venue-secret-0123456789-0123456789');
    const refusal = await checkSecretFingerprints(connection.db).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SecretsMismatchError);
    expect((refusal as SecretsMismatchError).differing).toEqual(['VENUE_KEYS_SECRET']);
    expect((refusal as Error).message).toMatch(/VENUE_KEYS_SECRET \(from VENUE_KEYS_SECRET\) differs .*RECORD_SECRETS=true/);
  });

  it('names the venue key too when an unset VENUE_KEYS_SECRET follows a changed NEXTAUTH_SECRET', async () => {
    env.set('NEXTAUTH_SECRET', authSecret);
    env.set('VENUE_KEYS_SECRET', undefined);
    // The recorded venue fingerprint is of VENUE_KEYS_SECRET itself; derived from the auth secret it differs.
    const refusal = (await checkSecretFingerprints(connection.db).catch((error: unknown) => error)) as SecretsMismatchError;
    expect(refusal.differing).toEqual(['VENUE_KEYS_SECRET']);
    expect(refusal.message).toContain('derived from NEXTAUTH_SECRET (VENUE_KEYS_SECRET unset)');
    env.set('NEXTAUTH_SECRET', 'a-rotated-auth-secret-0123456789-0123456789');
    env.set('VENUE_KEYS_SECRET', venueSecret);
    expect(((await checkSecretFingerprints(connection.db).catch((error: unknown) => error)) as SecretsMismatchError).differing).toEqual(['NEXTAUTH_SECRET']);
  });

  it('records the new secrets instead when asked to (RECORD_SECRETS=true after a rotation)', async () => {
    env.set('NEXTAUTH_SECRET', authSecret);
    env.set('VENUE_KEYS_SECRET', 'the-rotated-venue-secret-0123456789-012345');
    expect(await checkSecretFingerprints(connection.db, { replace: true })).toEqual({ recorded: true, replaced: ['VENUE_KEYS_SECRET'] });
    expect(await checkSecretFingerprints(connection.db)).toEqual({ recorded: false, replaced: [] });
  });
});
