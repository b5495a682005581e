import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoPoster, isDemoPath } from './demo';
import { contentTypeOf, isImagePath, isSafeStoragePath, joinStorageUrl } from './paths';

describe('storage paths', () => {
  it('accepts ordinary relative paths only', () => {
    expect(isSafeStoragePath('lessons/12/poster.svg')).toBe(true);
    for (const bad of ['', '../secrets', 'a/../../b', '/etc/passwd', 'a//b', '.env', 'a/.git/config', 'a\\b', 'x\u0000y']) {
      expect(isSafeStoragePath(bad)).toBe(false);
    }
  });

  it('knows what it serves', () => {
    expect(contentTypeOf('a/b.SVG')).toBe('image/svg+xml');
    expect(contentTypeOf('a/b.mp4')).toBe('video/mp4');
    expect(contentTypeOf('a/b')).toBe('application/octet-stream');
    expect(isImagePath('x/y.png')).toBe(true);
    expect(isImagePath('x/y.mp4')).toBe(false);
  });

  it('builds URLs under a base, escaping each segment', () => {
    expect(joinStorageUrl('/storage', 'lessons/1/my poster.svg')).toBe('/storage/lessons/1/my%20poster.svg');
    expect(joinStorageUrl('https://cdn.example/bucket/', 'a/b.png')).toBe('https://cdn.example/bucket/a/b.png');
  });
});

describe('demo pictures', () => {
  it('draws lesson posters and event images, always the same for the same path', () => {
    expect(isDemoPath('lessons/3/poster.svg')).toBe(true);
    expect(isDemoPath('events/9/banner.svg')).toBe(true);
    expect(isDemoPath('lessons/3/swing.mp4')).toBe(false);
    expect(isDemoPath('stores/3/front.svg')).toBe(false);
    const poster = demoPoster('lessons/3/poster.svg');
    expect(poster).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/);
    expect(poster).toBe(demoPoster('lessons/3/poster.svg'));
    expect(poster).not.toBe(demoPoster('lessons/4/poster.svg'));
    expect(poster).not.toMatch(/<script|on\w+=/i);
  });
});

describe('the storage route', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-storage-'));
  let GET: (request: Request, context: { params: Promise<{ path: string[] }> }) => Promise<Response>;

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    jest.resetModules();
    fs.mkdirSync(path.join(dataDir, 'storage', 'lessons', '1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'storage', 'lessons', '1', 'swing.mp4'), Buffer.from('0123456789'));
    ({ GET } = await import('@/app/storage/[...path]/route'));
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) =>
    GET(new Request(`http://localhost/storage/${p}`, { headers }), { params: Promise.resolve({ path: p.split('/') }) });

  it('serves a stored file whole or by byte range, for seeking a video', async () => {
    const whole = await get('lessons/1/swing.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(await whole.text()).toBe('0123456789');
    const part = await get('lessons/1/swing.mp4', { range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    expect((await get('lessons/1/swing.mp4', { range: 'bytes=50-60' })).status).toBe(416);
  });

  it('draws a missing demo poster, falls back for any other missing picture, and 404s anything else', async () => {
    const poster = await get('lessons/2/poster.svg');
    expect(poster.status).toBe(200);
    expect(await poster.text()).toBe(demoPoster('lessons/2/poster.svg'));
    expect(poster.headers.get('content-security-policy')).toContain("default-src 'none'");
    const fallback = await get('stores/9/front.png');
    expect(fallback.headers.get('x-storage-fallback')).toBe('1');
    expect(fallback.headers.get('content-type')).toContain('image/svg+xml');
    expect((await get('lessons/2/swing.mp4')).status).toBe(404);
    expect((await get('../pglite/PG_VERSION')).status).toBe(404);
  });
});
