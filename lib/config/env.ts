import 'server-only';
import path from 'node:path';

/**
 * Every environment variable the portal reads, checked in one place (design rule 10).
 * The README's configuration table mirrors this module.
 */
function optional(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function positiveInt(name: string, fallback: number): number {
  const raw = optional(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
}

function url(name: string): string | undefined {
  const raw = optional(name);
  if (raw === undefined) return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}".`);
  }
}

// Resolved at run time from the working directory; not a build-time file reference.
const dataDir = path.resolve(/*turbopackIgnore: true*/ optional('DATA_DIR') ?? 'data');

export const env = {
  production: process.env.NODE_ENV === 'production',
  /** Where the embedded database, generated secrets, the outbox and stored files live. */
  dataDir,
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  databaseUrl: optional('DATABASE_URL'),
  /** PGlite's folder, or `memory://` for a throw-away database. */
  pgliteDir: optional('PGLITE_DIR') ?? path.join(dataDir, 'pglite'),
  /** A remote member API speaking the spec's wire format; without it the built-in one runs in-process. */
  upstreamUrl: url('UPSTREAM_URL'),
  upstreamTimeoutMs: positiveInt('UPSTREAM_TIMEOUT_MS', 100_000),
  /** The portal's public address: every link in a mail is built from it, never from the Host header. */
  appUrl: url('APP_URL') ?? 'http://localhost:3000',
  sessionPassword: optional('SESSION_PASSWORD'),
  redisUrl: optional('REDIS_URL'),
  /** The network's standard time zone, shown to visitors (ST) in the footer. */
  networkTimezone: optional('NETWORK_TIMEZONE') ?? 'Asia/Seoul',
  /** Fill an empty database with the demo network at start ("false" to start empty). */
  seedOnStart: optional('SEED_ON_START') !== 'false',
  seedScale: Number(optional('SEED_SCALE') ?? '1'),
  /**
   * How many reverse proxies in front of the portal append to X-Forwarded-For. 0 (no proxy): the
   * header is the client's own and cannot identify it, so per-address limits key on what Next.js saw.
   */
  trustedProxyHops: Number(optional('TRUSTED_PROXY_HOPS') ?? '0') || 0,
  /** A bucket or CDN holding stored files (posters, videos, resources); without it the app serves ./data/storage. */
  storageBaseUrl: url('STORAGE_BASE_URL'),
} as const;
