import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from './env';

interface GeneratedSecrets {
  sessionPassword: string;
  authSecret: string;
}

let cached: GeneratedSecrets | undefined;

/**
 * Secrets for a machine without configuration: generated once into ./data/secrets.json (never
 * committed) so a fresh clone runs with one command. Production deployments set them in the
 * environment instead, which always wins.
 */
function generatedSecrets(): GeneratedSecrets {
  if (cached) return cached;
  const file = path.join(env.dataDir, 'secrets.json');
  try {
    cached = JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSecrets;
  } catch {
    cached = { sessionPassword: randomBytes(32).toString('base64url'), authSecret: randomBytes(32).toString('base64url') };
    fs.mkdirSync(env.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(cached, null, 2), { flag: 'wx', mode: 0o600 });
    } catch {
      // Another process wrote it first: use theirs so both agree.
      cached = JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSecrets;
    }
  }
  return cached;
}

/**
 * iron-session's seal password: SESSION_PASSWORD as one password, or as a JSON map of id to
 * password for rotation (`{"2":"new…","1":"old…"}`): the highest id seals new cookies, every id
 * still opens the cookies it sealed, and removing an id ends them. Each must be 32+ characters.
 */
export function sessionPassword(): string | Record<string, string> {
  const configured = env.sessionPassword;
  if (configured) return parseSessionPassword(configured);
  return generatedSecrets().sessionPassword;
}

export function parseSessionPassword(configured: string): string | Record<string, string> {
  if (!configured.startsWith('{')) {
    if (configured.length < 32) throw new Error('SESSION_PASSWORD must be at least 32 characters.');
    return configured;
  }
  let map: unknown;
  try {
    map = JSON.parse(configured);
  } catch {
    throw new Error('SESSION_PASSWORD starts with "{" but is not a JSON map of id to password.');
  }
  const entries = Object.entries(map as Record<string, unknown>);
  if (!entries.length || entries.some(([id, password]) => !/^\d+$/.test(id) || typeof password !== 'string' || password.length < 32)) {
    throw new Error('SESSION_PASSWORD as a map needs numeric ids and passwords of at least 32 characters each.');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

export function authSecret(): string {
  return env.authSecret ?? generatedSecrets().authSecret;
}

/**
 * What the venues' signing keys are encrypted under (lib/member-api/venue/keys.ts): VENUE_KEYS_SECRET,
 * or, without it, a value derived from the auth secret (so changing NEXTAUTH_SECRET then changes it too).
 */
export function venueKeysMaterial(): string {
  return env.venueKeysSecret ?? `venue-keys:${authSecret()}`;
}
