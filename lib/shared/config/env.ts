import 'server-only';
import path from 'node:path';
import { DEFAULT_MAP_STYLE_URL } from './map-style.mjs';

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

function intInRange(name: string, fallback: number, min: number, max: number): number {
  const raw = optional(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function score(name: string, fallback: number): number {
  const raw = optional(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`${name} must be a number between 0 and 1 (reCAPTCHA v3 scores), got "${raw}".`);
  }
  return value;
}

function pgliteThread(): 'worker' | 'main' {
  const raw = optional('PGLITE_THREAD') ?? 'worker';
  if (raw !== 'worker' && raw !== 'main') throw new Error(`PGLITE_THREAD must be "worker" or "main", got "${raw}".`);
  return raw;
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
  /**
   * Where PGlite runs: `worker` (default), a thread of its own, so a query never stops the event loop;
   * `main`, in the server's own thread as before (for comparing, e.g. in bench:member).
   */
  pgliteThread: pgliteThread(),
  /**
   * Apply pending migrations at start (under a PostgreSQL advisory lock, so instances take turns).
   * MIGRATE_ON_START=false: only check the schema is current; the operator runs `npm run db:migrate`.
   */
  migrateOnStart: optional('MIGRATE_ON_START')?.toLowerCase() !== 'false',
  /** RECORD_SECRETS=true: record this instance's secrets' fingerprints as the database's (after a deliberate rotation). */
  get recordSecrets() {
    return optional('RECORD_SECRETS')?.toLowerCase() === 'true';
  },
  /** Where backups go: the embedded database's scheduled ones and `npm run db:backup`'s. */
  get backupDir() {
    return path.resolve(/*turbopackIgnore: true*/ optional('BACKUP_DIR') ?? path.join(dataDir, 'backups'));
  },
  /** How many scheduled backups are kept (older ones are deleted after a new one is written). */
  get backupKeep() {
    return positiveInt('BACKUP_KEEP', 7);
  },
  /**
   * Milliseconds in one hour of a venue key rotation's grace as the console reads it (3 600 000). The
   * end-to-end tests shorten it (scripts/e2e-server.mjs), so a key's grace runs out within seconds.
   */
  get venueKeyGraceHourMs() {
    return positiveInt('VENUE_KEY_GRACE_HOUR_MS', 3_600_000);
  },
  /** Hours between the embedded database's scheduled backups; 0 turns them off (npm run db:backup still works). */
  get backupEveryHours() {
    return intInRange('BACKUP_EVERY_HOURS', 24, 0, 24 * 366);
  },
  /** A remote member API speaking the spec's wire format; without it the built-in one runs in-process. */
  upstreamUrl: url('UPSTREAM_URL'),
  upstreamTimeoutMs: positiveInt('UPSTREAM_TIMEOUT_MS', 100_000),
  /** The portal's public address: every link in a mail is built from it, never from the Host header. */
  appUrl: url('APP_URL') ?? 'http://localhost:3000',
  sessionPassword: optional('SESSION_PASSWORD'),
  redisUrl: optional('REDIS_URL'),
  /** The network's standard time zone, shown to visitors (ST) in the footer. */
  networkTimezone: optional('NETWORK_TIMEZONE') ?? 'Asia/Seoul',
  /**
   * Fill an empty database with the demo network at start. Default: yes on a developer's machine,
   * NO in production with a public APP_URL (its ~2 000 members share a published password): there
   * only an explicit SEED_ON_START=true seeds (seedOnStartDecision below).
   */
  seedOnStart: seedOnStartDecision(),
  /**
   * Whether the demo network's accounts (players.is_demo, all with the published password) may log
   * in: not on a public production origin, unless SEED_ON_START=true asked for the demo there.
   */
  get demoLogins() {
    return demoLoginsAllowed();
  },
  seedScale: Number(optional('SEED_SCALE') ?? '1'),
  /**
   * How many reverse proxies in front of the portal append to X-Forwarded-For. 0 (no proxy): the
   * header is the client's own and cannot identify it, so per-address limits key on what Next.js saw.
   */
  trustedProxyHops: Number(optional('TRUSTED_PROXY_HOPS') ?? '0') || 0,
  /** PostgreSQL connection and statement timeouts (ms); lib/member-api/db/timeouts.ts reads them for every opener. */
  get databaseConnectTimeoutMs() {
    return positiveInt('DB_CONNECT_TIMEOUT_MS', 3_000);
  },
  get databaseStatementTimeoutMs() {
    return positiveInt('DB_STATEMENT_TIMEOUT_MS', 5_000);
  },
  /**
   * Prometheus metrics (server/metrics.mjs, served by server/serve.mjs): /metrics answers
   * with `Authorization: Bearer <METRICS_TOKEN>`, or on METRICS_PORT bound to METRICS_HOST (127.0.0.1).
   */
  metricsToken: optional('METRICS_TOKEN'),
  metricsPort: intInRange('METRICS_PORT', 0, 0, 65535),
  metricsHost: optional('METRICS_HOST') ?? '127.0.0.1',
  /** A bucket or CDN holding stored files (posters, videos, resources); without it the app serves ./data/storage. */
  storageBaseUrl: url('STORAGE_BASE_URL'),
  /**
   * The venue finder's map style (a MapLibre style JSON). Default: OpenFreeMap's "liberty", an
   * OpenStreetMap style that needs no key. The CSP allows this URL's origin for the style, tiles,
   * glyphs and sprites, so a style whose tiles live on another host needs that host to be the same.
   */
  mapStyleUrl: url('MAP_STYLE_URL') ?? DEFAULT_MAP_STYLE_URL,

  // Secrets and integrations below are getters: read (and checked) on use, so a value set after start
  // (tests, a rotated secret in a restarted worker) is seen, and a bad value fails where it is needed.
  /** next-auth's secret; without it a generated one from $DATA_DIR/secrets.json (lib/shared/config/secrets.ts). */
  get authSecret() {
    return optional('NEXTAUTH_SECRET') ?? optional('AUTH_SECRET');
  },
  /** HMAC key for /social_login claims; defaults to the auth secret (in-process member API). */
  get socialLoginSecret() {
    return optional('SOCIAL_LOGIN_SECRET');
  },
  /** Google login: both parts or none. */
  get google() {
    const clientId = optional('GOOGLE_CLIENT_ID');
    const clientSecret = optional('GOOGLE_CLIENT_SECRET');
    return clientId && clientSecret ? { clientId, clientSecret, issuer: url('GOOGLE_ISSUER') } : undefined;
  },
  /** Apple login: both parts or none. */
  get apple() {
    const clientId = optional('APPLE_CLIENT_ID');
    const clientSecret = optional('APPLE_CLIENT_SECRET');
    return clientId && clientSecret ? { clientId, clientSecret } : undefined;
  },
  /** Password hashes computed at once (argon2id takes ~19 MB and a core each). */
  get hashConcurrency() {
    return positiveInt('HASH_CONCURRENCY', 2);
  },
  /** Leading zero bits of the built-in proof-of-work captcha. */
  get captchaPowDifficulty() {
    return intInRange('CAPTCHA_POW_DIFFICULTY', 15, 1, 28);
  },
  /** reCAPTCHA v3 (the site key is public; the server reads it to tell the form which captcha to run). */
  get recaptchaSiteKey() {
    return optional('NEXT_PUBLIC_RECAPTCHA_SITE_KEY');
  },
  get recaptchaSecretKey() {
    return optional('RECAPTCHA_SECRET_KEY');
  },
  get recaptchaMinScore() {
    return score('RECAPTCHA_MIN_SCORE', 0.5);
  },
  get recaptchaVerifyUrl() {
    return url('RECAPTCHA_VERIFY_URL') ?? 'https://www.google.com/recaptcha/api/siteverify';
  },
  /**
   * Encrypts the venues' round-API signing keys at rest (lib/member-api/venue/keys.ts); without it a
   * key derived from the auth secret. Changing it makes stored venue keys unreadable: rotate them.
   */
  get venueKeysSecret() {
    return optional('VENUE_KEYS_SECRET');
  },
  /** A mail server; without it mails are written to $DATA_DIR/outbox. */
  get smtpUrl() {
    return optional('SMTP_URL');
  },
  get mailFrom() {
    return optional('MAIL_FROM') ?? 'Clubhouse <no-reply@clubhouse.example>';
  },
  /**
   * Card payments of entry fees (Stripe): the one switch. All three keys, or none: without them the
   * portal says fees are paid at the venue and records entries so. STRIPE_API_URL and
   * NEXT_PUBLIC_STRIPE_JS_URL point the server's `stripe` client and the browser's Stripe.js
   * elsewhere than Stripe (the tests' loopback Stripe, tests/payments/loopback-stripe.mjs).
   */
  get stripe() {
    const secretKey = optional('STRIPE_SECRET_KEY');
    const publishableKey = optional('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY');
    const webhookSecret = optional('STRIPE_WEBHOOK_SECRET');
    const set = [secretKey, publishableKey, webhookSecret].filter(Boolean).length;
    if (set === 0) return undefined;
    if (set !== 3) {
      throw new Error('STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three for card payments, or none (fees paid at the venue).');
    }
    return {
      secretKey: secretKey!,
      publishableKey: publishableKey!,
      webhookSecret: webhookSecret!,
      apiUrl: url('STRIPE_API_URL'),
      jsUrl: url('NEXT_PUBLIC_STRIPE_JS_URL'),
    };
  },
  /** The footer's family sites. */
  familySites: {
    hq: url('FAMILY_SITE_HQ') ?? 'https://hq.clubhouse.example',
    franchise: url('FAMILY_SITE_FRANCHISE') ?? 'https://franchise.clubhouse.example',
    america: url('FAMILY_SITE_AMERICA') ?? 'https://us.clubhouse.example',
    uae: url('FAMILY_SITE_UAE') ?? 'https://uae.clubhouse.example',
  },
};

/** True for an address only this machine reaches (localhost, loopback): trying the portal, not serving it. */
export function isLocalOrigin(appUrl: string): boolean {
  try {
    const { hostname } = new URL(appUrl);
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\./.test(hostname);
  } catch {
    return false;
  }
}

/** A production server answering at a public address (not localhost). */
export function publicProduction(source: NodeJS.ProcessEnv = process.env): boolean {
  const appUrl = source.APP_URL?.trim();
  return source.NODE_ENV === 'production' && Boolean(appUrl) && !isLocalOrigin(appUrl!);
}

function seedOnStartDecision(source: NodeJS.ProcessEnv = process.env): boolean {
  const raw = source.SEED_ON_START?.trim().toLowerCase();
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  return !publicProduction(source);
}
export { seedOnStartDecision };

function demoLoginsAllowed(source: NodeJS.ProcessEnv = process.env): boolean {
  return !publicProduction(source) || source.SEED_ON_START?.trim().toLowerCase() === 'true';
}
export { demoLoginsAllowed };

/**
 * Configuration that must stop the start: production without APP_URL (issue 12), and (ASVS 3.3.1 /
 * 12.2) a public production origin on plain http, which would send the session cookie without Secure,
 * readable on any network in between.
 */
export function refusedConfiguration(source: NodeJS.ProcessEnv = process.env): string | undefined {
  // Without APP_URL every canonical link, hreflang, sitemap entry, sharing card and mailed link would
  // name localhost, and search engines would index that (issue 12). `npm start` (scripts/start.mjs),
  // a developer's or a demo's command, sets it to the address it serves on when none is given.
  if (appUrlMissingInProduction(source)) {
    return "APP_URL is not set while NODE_ENV=production: canonical links, sitemaps, sharing cards, mailed links and reCAPTCHA's hostname check need the portal's public address. Set APP_URL (e.g. https://portal.example.com), or run `npm start`, which uses http://localhost:$PORT.";
  }
  if (publicProduction(source) && !source.APP_URL!.trim().toLowerCase().startsWith('https://')) {
    return `APP_URL=${source.APP_URL} is a public address on plain http while NODE_ENV=production: session cookies would travel without Secure. Serve the portal on https (APP_URL=https://...), or use localhost to try it.`;
  }
  return undefined;
}

/** True when the portal runs in production mode without APP_URL (links then point at localhost). */
export function appUrlMissingInProduction(source: NodeJS.ProcessEnv = process.env): boolean {
  return source.NODE_ENV === 'production' && !source.APP_URL?.trim();
}

let configurationChecked = false;

/**
 * Start-up checks (call once from instrumentation): a configuration refusedConfiguration() names stops
 * the start. Also reads every validated variable once, so a malformed value is reported at start,
 * not on first use.
 */
export function checkConfiguration(): void {
  if (configurationChecked) return;
  const refused = refusedConfiguration();
  if (refused) throw new Error(`[config] ${refused}`);
  void [env.stripe, env.google, env.apple, env.backupKeep, env.backupEveryHours, env.hashConcurrency, env.captchaPowDifficulty, env.recaptchaMinScore, env.recaptchaVerifyUrl, env.databaseConnectTimeoutMs, env.databaseStatementTimeoutMs];
  configurationChecked = true;
}
