import net from 'node:net';
import type { Connection } from '@/lib/member-api/db/connect';
import { useMemoryDatabase } from '@/tests/support/database';

/**
 * Readiness with Redis configured but gone (issue 25): the instance still serves (its database
 * answers), so readiness stays 200 and says what degrades; the database probe alone stays up too.
 * Redis "gone" is a real closed port on loopback (a listener opened and closed again): nothing answers.
 */
let connection: Connection;
let health: typeof import('./index');
let previousRedisUrl: string | undefined;

beforeAll(async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  previousRedisUrl = process.env.REDIS_URL;
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  // env.redisUrl is read when lib/shared/config/env loads: load it (and the probes) after setting it.
  jest.resetModules();
  connection = await useMemoryDatabase();
  health = await import('./index');
});

afterAll(async () => {
  if (previousRedisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = previousRedisUrl;
  await connection.close();
});

describe('readiness while Redis is down', () => {
  it('stays ready, reports Redis down and says what degrades', async () => {
    const ready = await health.readiness();
    expect(ready.ok).toBe(true);
    expect(ready.checks).toEqual([expect.objectContaining({ name: 'database', ok: true }), expect.objectContaining({ name: 'redis', ok: false })]);
    expect(ready.degraded).toEqual([...health.WITHOUT_REDIS]);
    expect(ready.degraded.join(' ')).toMatch(/rate limits .* in memory/);
  });

  it('answers the database-only probe from the database alone', async () => {
    expect(await health.databaseReadiness()).toEqual({ ok: true, checks: [expect.objectContaining({ name: 'database', ok: true })] });
  });
});
