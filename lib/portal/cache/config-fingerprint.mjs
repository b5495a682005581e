// What a cached page depends on besides its data: the deployment's configuration (issue 26, item 6).
// A page rendered under one configuration must not be served after a restart with another: pages
// cached before a change of APP_URL carried the old origin in their canonical link, sharing tags, card
// image and JSON-LD, and a tournament page cached before card payments were switched on still said
// fees are paid at the venue. The fingerprint names the configuration; the cache handlers key or purge
// by it (./file-cache-handler.mjs, ./shared-cache-handler.mjs). Secrets are never part of it, only
// whether a feature is on. Plain JavaScript: the cache handlers load it without a build.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function origin(value) {
  try {
    return value ? new URL(value).origin : '';
  } catch {
    return value ?? '';
  }
}

/**
 * The configuration rendered pages and cached data depend on, each value as pages see it.
 * @param {Record<string, string | undefined>} env
 */
export function pageConfiguration(env = process.env) {
  const on = (name) => Boolean(env[name]?.trim());
  return {
    appOrigin: origin(env.APP_URL?.trim()),
    // Fees paid by card or at the venue (lib/shared/config/env `stripe`: all three keys or none).
    cardPayments: on('STRIPE_SECRET_KEY') && on('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY') && on('STRIPE_WEBHOOK_SECRET'),
    stripeJs: env.NEXT_PUBLIC_STRIPE_JS_URL?.trim() ?? '',
    storage: env.STORAGE_BASE_URL?.trim() ?? '',
    mapStyle: env.MAP_STYLE_URL?.trim() ?? '',
    networkTimezone: env.NETWORK_TIMEZONE?.trim() ?? '',
    // Another member API is other data.
    upstream: origin(env.UPSTREAM_URL?.trim()),
    recaptcha: env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim() ?? '',
    google: on('GOOGLE_CLIENT_ID'),
    apple: on('APPLE_CLIENT_ID'),
    familySites: ['FAMILY_SITE_HQ', 'FAMILY_SITE_AMERICA', 'FAMILY_SITE_FRANCHISE', 'FAMILY_SITE_UAE'].map((name) => env[name]?.trim() ?? ''),
  };
}

/** A short name of that configuration: the same configuration, the same fingerprint. */
export function configFingerprint(env = process.env) {
  return createHash('sha256').update(JSON.stringify(pageConfiguration(env))).digest('hex').slice(0, 16);
}

/**
 * Since when the cache of `dir` holds only entries made under this configuration: the time its
 * fingerprint last changed, recorded in `dir/config-fingerprint.json`. The first start with another
 * configuration records the change; entries older than it are treated as absent (rendered again).
 * @returns {number} milliseconds since the epoch
 */
export function configuredSince(dir, env = process.env, now = Date.now()) {
  const file = path.join(dir, 'config-fingerprint.json');
  const fingerprint = configFingerprint(env);
  try {
    const recorded = JSON.parse(readFileSync(file, 'utf8'));
    if (recorded?.fingerprint === fingerprint && Number.isFinite(recorded.since)) return recorded.since;
  } catch {
    // No record yet (a fresh build): nothing cached before this start can be vouched for.
  }
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify({ fingerprint, since: now }));
  } catch (error) {
    console.error('[cache] the configuration fingerprint could not be recorded:', error instanceof Error ? error.message : error);
  }
  return now;
}

const CLOCK_MARGIN_MS = 100;

/**
 * Read once per process, folder and configuration: Next may construct its cache handler more than once, and a second
 * reading could meet a record another process on the same folder (another configuration) wrote since,
 * or this process's clock moved on (the outage spec advances it), and throw away what this process cached.
 */
const sinceByDir = new Map();  // `${dir}\n${fingerprint}` → since
function configuredSinceOnce(dir, env) {
  const key = `${dir}\n${configFingerprint(env)}`;
  if (!sinceByDir.has(key)) sinceByDir.set(key, configuredSince(dir, env));
  return sinceByDir.get(key);
}

/**
 * A cache handler class that treats entries made before the configuration last changed as absent,
 * so pages and data cached under another configuration are rendered again.
 */
export function withConfigFingerprint(Handler, { env } = {}) {
  return class ConfiguredCacheHandler extends Handler {
    constructor(ctx, ...rest) {
      super(ctx, ...rest);
      const dir = ctx?.serverDistDir ? path.join(ctx.serverDistDir, '..', 'cache') : undefined;
      // The environment as it is when the server starts (read then, not when this module loads).
      this.configuredSince = dir ? configuredSinceOnce(dir, env ?? process.env) : 0;
    }

    async get(...args) {
      const entry = await super.get(...args);
      // A file's modification time comes from the kernel's coarse clock, a few ms behind Date.now():
      // the margin keeps what this process wrote just after starting.
      if (entry && typeof entry.lastModified === 'number' && entry.lastModified >= 0 && entry.lastModified < this.configuredSince - CLOCK_MARGIN_MS) return null;
      return entry;
    }
  };
}
