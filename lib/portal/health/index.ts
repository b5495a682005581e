import 'server-only';
import { env } from '@/lib/shared/config/env';

/** Each dependency gets this long to answer a readiness probe. */
const PROBE_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}

export type Check = { name: string; ok: boolean; ms: number; error?: string };

async function check(name: string, probe: () => Promise<unknown>): Promise<Check> {
  const started = Date.now();
  try {
    await within(probe(), PROBE_TIMEOUT_MS);
    return { name, ok: true, ms: Date.now() - started };
  } catch (error) {
    return { name, ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message.split('\n')[0] : 'failed' };
  }
}

function probeDatabase(): Promise<Check> {
  return check('database', async () => {
    const [{ getDb }, { sql }] = await Promise.all([import('@/lib/member-api/db/client'), import('drizzle-orm')]);
    await (await getDb()).execute(sql`select 1`);
  });
}

function probeRedis(url: string): Promise<Check> {
  return check('redis', async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: PROBE_TIMEOUT_MS });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
    } finally {
      client.disconnect();
    }
  });
}

/**
 * What an instance does without Redis (it still serves every page and call correctly, only less
 * shared): said in the readiness answer so an operator sees it, while the balancer keeps routing.
 */
export const WITHOUT_REDIS = [
  'rate limits are counted per instance, in memory',
  'the shared page cache is bypassed: pages render on each instance',
  "the edge cache is paused until this instance hears the others' purges again",
] as const;

export interface Readiness {
  /** Whether this instance can serve: the balancer routes to it while true. */
  ok: boolean;
  checks: Check[];
  /** What works less well right now, though the instance serves (empty when everything answers). */
  degraded: string[];
}

/**
 * Readiness (ASVS 16.5.2), the balancer's routing check: this instance can serve when its database
 * answers `select 1` (none with UPSTREAM_URL: the remote member API has its own probes). Redis, when
 * configured, is probed and reported, but does not make the instance unready: every feature falls
 * back without it (WITHOUT_REDIS), and a balancer that took every instance out for a Redis outage
 * would turn a slower site into none (issue 25). Each probe is bounded, and each call probes again,
 * so a recovered dependency reads ready at once, without a restart.
 */
export async function readiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([env.upstreamUrl ? undefined : probeDatabase(), env.redisUrl ? probeRedis(env.redisUrl) : undefined]);
  const checks = [database, redis].filter((result): result is Check => result !== undefined);
  return { ok: database?.ok ?? true, checks, degraded: redis && !redis.ok ? [...WITHOUT_REDIS] : [] };
}

/** The database alone, for alerting (GET /readyz/db): an instance's own database connection answers. */
export async function databaseReadiness(): Promise<{ ok: boolean; checks: Check[] }> {
  if (env.upstreamUrl) return { ok: true, checks: [] };
  const database = await probeDatabase();
  return { ok: database.ok, checks: [database] };
}
