import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import FileCacheHandler from './file-cache-handler.mjs';
import { configFingerprint } from './config-fingerprint.mjs';

// Next's own file cache (the single-instance handler of next.config.mjs), on a real directory: what a
// restart with another configuration finds there.
const nodeFs = {
  existsSync: fs.existsSync,
  readFile: (file: string) => fs.promises.readFile(file),
  readFileSync: fs.readFileSync,
  writeFile: (file: string, data: string | Buffer) => fs.promises.writeFile(file, data),
  writeFileAtomic: (file: string, data: string | Buffer) => fs.promises.writeFile(file, data),
  mkdir: (dir: string) => fs.promises.mkdir(dir, { recursive: true }),
  stat: (file: string) => fs.promises.stat(file),
};

type Handler = { get(key: string, ctx: object): Promise<{ value: unknown } | null>; set(key: string, data: object, ctx: object): Promise<void> };
const Cache = FileCacheHandler as unknown as new (ctx: object) => Handler;

describe('a cache kept under one configuration, after a restart with another', () => {
  const saved = { ...process.env };
  let dist: string;
  const start = () => new Cache({ fs: nodeFs, serverDistDir: path.join(dist, 'server'), flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] });
  const entry = { kind: 'FETCH', data: { headers: {}, body: '"fees are paid at the venue"', status: 200, url: '' }, revalidate: 300 };
  const read = (cache: Handler) => cache.get('tournament-12', { kind: 'FETCH', tags: [], softTags: [] });

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'config-fingerprint-'));
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
    for (const name of ['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
    process.env.APP_URL = 'http://portal-one.example';
  });
  afterEach(() => {
    process.env = { ...saved };
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('keeps serving it when the configuration is the same', async () => {
    await start().set('tournament-12', entry, { fetchCache: true, tags: [] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await read(start())).not.toBeNull();
  });

  it('does not serve what was cached before APP_URL changed', async () => {
    await start().set('tournament-12', entry, { fetchCache: true, tags: [] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.env.APP_URL = 'https://portal-two.example';
    expect(await read(start())).toBeNull();
  });

  it('does not serve what was cached before card payments were switched on, and serves what is cached after', async () => {
    await start().set('tournament-12', entry, { fetchCache: true, tags: [] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_x', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    const restarted = start();
    expect(await read(restarted)).toBeNull();
    await restarted.set('tournament-12', entry, { fetchCache: true, tags: [] });
    expect(await read(start())).not.toBeNull();
  });

  it('names the configuration without its secrets', () => {
    const withKeys = { APP_URL: 'https://a.example', STRIPE_SECRET_KEY: 'sk_1', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_1', STRIPE_WEBHOOK_SECRET: 'wh_1' };
    expect(configFingerprint(withKeys)).toBe(configFingerprint({ ...withKeys, STRIPE_SECRET_KEY: 'sk_rotated' }));
    expect(configFingerprint(withKeys)).not.toBe(configFingerprint({ APP_URL: 'https://a.example' }));
    expect(configFingerprint({ APP_URL: 'https://a.example/' })).toBe(configFingerprint({ APP_URL: 'https://a.example' }));
  });
});
