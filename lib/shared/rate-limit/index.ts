import 'server-only';
import type { Redis } from 'ioredis';
import { env } from '@/lib/shared/config/env';

export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the window that refused the call ends; 0 when the call was allowed. */
  retryAfterSeconds: number;
  /** Calls counted in the current window, this one included. */
  count: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters. One instance keeps them in memory; several instances behind a load
 * balancer share them in Redis when REDIS_URL is set (design.md §1), so a limit holds network-wide.
 */
const memory = new Map<string, Window>();
let lastSweep = 0;

function sweep(now: number) {
  // Keeps the map bounded by the number of active keys rather than every key ever seen.
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  for (const [key, window] of memory) if (window.resetAt <= now) memory.delete(key);
}

function hitMemory(id: string, limit: number, windowMs: number): RateLimitResult {
  const now = Date.now();
  sweep(now);
  let window = memory.get(id);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    memory.set(id, window);
  }
  window.count += 1;
  if (window.count <= limit) return { ok: true, retryAfterSeconds: 0, count: window.count };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)), count: window.count };
}

let redisClient: Promise<Redis | null> | undefined;
const REDIS_CONNECT_WAIT_MS = 2000;

function redis(): Promise<Redis | null> {
  if (!env.redisUrl) return Promise.resolve(null);
  redisClient ??= import('ioredis').then(async ({ Redis: RedisClient }) => {
    const client = new RedisClient(env.redisUrl!, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    client.on('error', () => {
      // Reported per call below; an unreachable Redis must not crash the process.
    });
    // Without the offline queue, calls made before the connection is up would fail and be counted
    // in memory only: the first calls after a start wait (briefly) for the connection instead.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_CONNECT_WAIT_MS);
      client.once('ready', done);
      client.once('error', done);
    });
    return client;
  });
  return redisClient;
}

async function hitRedis(client: Redis, id: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const key = `ratelimit:${id}`;
  const [[, count], [, ttl]] = (await client.multi().incr(key).pttl(key).exec()) as [[null, number], [null, number]];
  let remainingMs = ttl;
  if (ttl < 0) {
    await client.pexpire(key, windowMs);
    remainingMs = windowMs;
  }
  if (count <= limit) return { ok: true, retryAfterSeconds: 0, count };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)), count };
}

/**
 * Counts one call of `key` (an IP, an account, an e-mail) in `bucket` (the action) and says whether
 * it is within `limit` calls per `windowMs`. When Redis is configured but unreachable, the in-memory
 * counter still applies, so the limit degrades to per-instance instead of disappearing.
 */
export async function rateLimit(bucket: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const id = `${bucket}:${key}`;
  const client = await redis();
  if (client) {
    try {
      return await hitRedis(client, id, limit, windowMs);
    } catch {
      // fall through to the local counter
    }
  }
  return hitMemory(id, limit, windowMs);
}

/** The calls counted for `key` in its current window (0 when none), without counting one. */
export async function peekRateLimit(bucket: string, key: string): Promise<number> {
  const id = `${bucket}:${key}`;
  const client = await redis();
  if (client) {
    try {
      return Number((await client.get(`ratelimit:${id}`)) ?? 0);
    } catch {
      // fall through to the local counter
    }
  }
  const window = memory.get(id);
  return window && window.resetAt > Date.now() ? window.count : 0;
}

/** Marks `key` blocked in `bucket` for `ms` (a lockout window), replacing any earlier mark. */
export async function block(bucket: string, key: string, ms: number): Promise<void> {
  const id = `${bucket}:${key}`;
  memory.set(id, { count: 1, resetAt: Date.now() + ms });
  const client = await redis();
  if (client) {
    try {
      await client.set(`ratelimit:${id}`, '1', 'PX', ms);
    } catch {
      // the local mark holds on this instance
    }
  }
}

/** Milliseconds left of a block set by `block`, 0 when there is none. */
export async function blockedFor(bucket: string, key: string): Promise<number> {
  const id = `${bucket}:${key}`;
  const client = await redis();
  if (client) {
    try {
      return Math.max(0, await client.pttl(`ratelimit:${id}`));
    } catch {
      // fall through to the local mark
    }
  }
  const window = memory.get(id);
  return window ? Math.max(0, window.resetAt - Date.now()) : 0;
}

/**
 * True the first time `key` is claimed in `bucket` within `ms`, false for every repeat: single-use
 * tokens (signed social-login claims, captcha solutions) that carry no row of their own.
 */
export async function claimOnce(bucket: string, key: string, ms: number): Promise<boolean> {
  return (await rateLimit(bucket, key, 1, ms)).ok;
}

/** Forgets a key's count (e.g. after a successful login clears the failure counter). */
export async function resetRateLimit(bucket: string, key: string): Promise<void> {
  const id = `${bucket}:${key}`;
  memory.delete(id);
  const client = await redis();
  if (client) {
    try {
      await client.del(`ratelimit:${id}`);
    } catch {
      // the key expires by itself
    }
  }
}

/** Closes the Redis connection, if one was opened (tests and graceful shutdown). */
export async function closeRateLimitStore(): Promise<void> {
  const pending = redisClient;
  redisClient = undefined;
  const client = await pending;
  if (client) await client.quit().catch(() => client.disconnect());
}
