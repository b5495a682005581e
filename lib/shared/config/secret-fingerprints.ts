import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from './env';
import { authSecret, sessionPassword, venueKeysMaterial } from './secrets';

/** The secrets every instance of one deployment must share, by the variable that sets each. */
export const SHARED_SECRETS = ['SESSION_PASSWORD', 'NEXTAUTH_SECRET', 'VENUE_KEYS_SECRET'] as const;
export type SharedSecret = (typeof SHARED_SECRETS)[number];

export type SecretFingerprints = Record<SharedSecret, string>;

/**
 * A secret's fingerprint: HMAC-SHA-256 keyed by the secret over a fixed label. Equal secrets give
 * equal fingerprints, and the fingerprint tells nothing about the secret (it cannot be brute-forced
 * from the label: the secrets are 32+ random characters). Safe to store in the database and in a
 * backup's manifest; never store the secret itself.
 */
export function fingerprintOf(name: SharedSecret, secret: string): string {
  return createHmac('sha256', secret).update(`clubhouse secret fingerprint v1: ${name}`).digest('hex');
}

/** The session password as one string: a rotation map ({"2":…,"1":…}) by its ids in order. */
function sessionPasswordText(): string {
  const password = sessionPassword();
  if (typeof password === 'string') return password;
  return JSON.stringify(Object.entries(password).sort(([a], [b]) => Number(a) - Number(b)));
}

/**
 * The fingerprints of the secrets this process runs with: the configured ones, or those generated into
 * $DATA_DIR/secrets.json on a machine without configuration (one instance).
 */
export function currentSecretFingerprints(): SecretFingerprints {
  return {
    SESSION_PASSWORD: fingerprintOf('SESSION_PASSWORD', sessionPasswordText()),
    NEXTAUTH_SECRET: fingerprintOf('NEXTAUTH_SECRET', authSecret()),
    VENUE_KEYS_SECRET: fingerprintOf('VENUE_KEYS_SECRET', venueKeysMaterial()),
  };
}

/** Where a secret's value comes from, for messages: the variable, or the generated file. */
export function secretSource(name: SharedSecret): string {
  if (name === 'SESSION_PASSWORD') return env.sessionPassword ? 'SESSION_PASSWORD' : `the generated ${env.dataDir}/secrets.json (SESSION_PASSWORD unset)`;
  if (name === 'NEXTAUTH_SECRET') return env.authSecret ? 'NEXTAUTH_SECRET' : `the generated ${env.dataDir}/secrets.json (NEXTAUTH_SECRET unset)`;
  return env.venueKeysSecret ? 'VENUE_KEYS_SECRET' : `a key derived from NEXTAUTH_SECRET (VENUE_KEYS_SECRET unset)`;
}

/** The names whose recorded fingerprint differs from the current one (a name not recorded is not compared). */
export function differingSecrets(recorded: Partial<SecretFingerprints>, current: SecretFingerprints): SharedSecret[] {
  return SHARED_SECRETS.filter((name) => recorded[name] !== undefined && recorded[name] !== current[name]);
}
