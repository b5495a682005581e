import 'server-only';
import { env } from '@/lib/config/env';

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

/**
 * Readiness (ASVS 16.5.2): the database answers `select 1` (none with UPSTREAM_URL: the remote member
 * API has its own probes), and Redis answers PING when REDIS_URL is set. Each probe is bounded, and
 * each call probes again, so a recovered dependency reads ready at once, without a restart.
 */
export async function readiness(): Promise<{ ok: boolean; checks: Check[] }> {
  const checks: Promise<Check>[] = [];
  if (!env.upstreamUrl) {
    checks.push(
      check('database', async () => {
        const [{ getDb }, { sql }] = await Promise.all([import('@/lib/db/client'), import('drizzle-orm')]);
        await (await getDb()).execute(sql`select 1`);
      }),
    );
  }
  if (env.redisUrl) {
    checks.push(
      check('redis', async () => {
        const { Redis } = await import('ioredis');
        const client = new Redis(env.redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: PROBE_TIMEOUT_MS });
        client.on('error', () => {});
        try {
          await client.connect();
          await client.ping();
        } finally {
          client.disconnect();
        }
      }),
    );
  }
  const results = await Promise.all(checks);
  return { ok: results.every((result) => result.ok), checks: results };
}
