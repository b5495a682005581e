import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * Fixed-window rate limits: in memory for one instance, in Redis (REDIS_URL) when several share
 * them. The Redis cases run against redis://127.0.0.1:6379 when it answers, and are skipped with
 * a message otherwise. Each case loads a fresh copy of the module, because the Redis client and
 * the memory counters are module state read from the environment at load.
 */
type RateLimitModule = typeof import('./index');

const REDIS_URL = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379';
const savedRedisUrl = process.env.REDIS_URL;

async function load(redisUrl?: string): Promise<RateLimitModule> {
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  let loaded: RateLimitModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./index');
  });
  return loaded!;
}

afterAll(() => {
  if (savedRedisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = savedRedisUrl;
});

const unique = () => `test-${randomBytes(6).toString('hex')}`;

describe('rate limit in memory', () => {
  it('allows `limit` calls per window, then refuses with the seconds until the window ends', async () => {
    const { rateLimit } = await load();
    const bucket = unique();
    for (let i = 1; i <= 3; i += 1) expect(await rateLimit(bucket, 'ip:1', 3, 60_000)).toEqual({ ok: true, retryAfterSeconds: 0, count: i });
    const refused = await rateLimit(bucket, 'ip:1', 3, 60_000);
    expect(refused).toMatchObject({ ok: false, count: 4 });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys and other buckets count apart.
    expect((await rateLimit(bucket, 'ip:2', 3, 60_000)).ok).toBe(true);
    expect((await rateLimit(unique(), 'ip:1', 3, 60_000)).ok).toBe(true);
  });

  it('starts a new window when the old one ends', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    try {
      const { rateLimit } = await load();
      const bucket = unique();
      expect((await rateLimit(bucket, 'k', 1, 1_000)).ok).toBe(true);
      expect(await rateLimit(bucket, 'k', 1, 1_000)).toEqual({ ok: false, retryAfterSeconds: 1, count: 2 });
      jest.setSystemTime(Date.UTC(2026, 0, 1) + 1_000);
      expect(await rateLimit(bucket, 'k', 1, 1_000)).toEqual({ ok: true, retryAfterSeconds: 0, count: 1 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('forgets a key on reset (a successful login clears the failures)', async () => {
    const { rateLimit, resetRateLimit } = await load();
    const bucket = unique();
    await rateLimit(bucket, 'demo', 1, 60_000);
    expect((await rateLimit(bucket, 'demo', 1, 60_000)).ok).toBe(false);
    await resetRateLimit(bucket, 'demo');
    expect((await rateLimit(bucket, 'demo', 1, 60_000)).ok).toBe(true);
  });

  it('keeps limiting in memory when the configured Redis cannot be reached', async () => {
    const { rateLimit, closeRateLimitStore } = await load('redis://127.0.0.1:1');
    try {
      const bucket = unique();
      expect((await rateLimit(bucket, 'k', 1, 60_000)).ok).toBe(true);
      expect((await rateLimit(bucket, 'k', 1, 60_000)).ok).toBe(false);
    } finally {
      await closeRateLimitStore();
    }
  });
});

/** Whether Redis answers at REDIS_URL, asked synchronously so the suite can be skipped up front. */
function redisReachable(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = spawnSync(
    process.execPath,
    ['-e', `require('net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`],
    { timeout: 3000 },
  );
  return probe.status === 0;
}

const reachable = redisReachable(REDIS_URL);
if (!reachable) console.warn(`[rate-limit test] Redis cases skipped: nothing answers at ${REDIS_URL} (start redis-server to run them).`);
const describeRedis = reachable ? describe : describe.skip;

describeRedis(`rate limit in Redis at ${REDIS_URL}`, () => {
  const opened: RateLimitModule[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((module) => module.closeRateLimitStore()));
  });

  it('counts in Redis, so two instances share one limit, with the window as the key’s expiry', async () => {
    const first = await load(REDIS_URL);
    const second = await load(REDIS_URL);
    opened.push(first, second);
    const bucket = unique();
    expect(await first.rateLimit(bucket, 'ip:1', 2, 60_000)).toEqual({ ok: true, retryAfterSeconds: 0, count: 1 });
    expect(await second.rateLimit(bucket, 'ip:1', 2, 60_000)).toEqual({ ok: true, retryAfterSeconds: 0, count: 2 });
    const refused = await first.rateLimit(bucket, 'ip:1', 2, 60_000);
    expect(refused).toMatchObject({ ok: false, count: 3 });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);

    const { Redis } = await import('ioredis');
    const client = new Redis(REDIS_URL);
    try {
      expect(await client.get(`ratelimit:${bucket}:ip:1`)).toBe('3');
      const ttl = await client.pttl(`ratelimit:${bucket}:ip:1`);
      expect(ttl).toBeGreaterThan(58_000);
      expect(ttl).toBeLessThanOrEqual(60_000);

      await second.resetRateLimit(bucket, 'ip:1');
      expect(await client.exists(`ratelimit:${bucket}:ip:1`)).toBe(0);
      expect((await first.rateLimit(bucket, 'ip:1', 2, 60_000)).count).toBe(1);
      await client.del(`ratelimit:${bucket}:ip:1`);
    } finally {
      client.disconnect();
    }
  });

  it('starts a new window when the key expires', async () => {
    const instance = await load(REDIS_URL);
    opened.push(instance);
    const bucket = unique();
    expect((await instance.rateLimit(bucket, 'k', 1, 200)).ok).toBe(true);
    expect((await instance.rateLimit(bucket, 'k', 1, 200)).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await instance.rateLimit(bucket, 'k', 1, 200)).toEqual({ ok: true, retryAfterSeconds: 0, count: 1 });
  });
});
