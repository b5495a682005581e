import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Connection } from '@/lib/member-api/db/connect';
import { countries } from '@/lib/member-api/db/schema';
import { serveMemberApi } from '@/lib/member-api/http';
import { useMemoryDatabase } from '@/tests/support/database';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';

/**
 * With UPSTREAM_URL set the portal opens no database at all. The member API here is the built-in
 * one on an in-memory database, served over real HTTP on loopback as a remote member API would be;
 * the portal is a child process (tests/support/remote-portal.ts) that runs start-up, calls the member
 * API through the seam and the /upstream route, and reports what it loaded. Its PGLITE_DIR points
 * at a folder that must never be created.
 */
let connection: Connection;
let server: { url: string; close: () => Promise<void> };
let dataDir: string;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  await connection.db.insert(countries).values([
    { code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'korea', defaultTimezone: 'Asia/Seoul' },
    { code: 'JPN', nameEn: 'Japan', nameKo: '일본', filter: 'japan', defaultTimezone: 'Asia/Tokyo' },
  ]);
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-remote-'));
});

afterAll(async () => {
  await server.close();
  await connection.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Report {
  countries: number;
  timezone: { timezone_name: string };
  route: { status: number; body: { code: number; message: string } };
  loaded: string[];
}

function runPortal(env: Record<string, string>): Promise<{ report: Report; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'tests/support/remote-portal.ts'],
      {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', NEXT_RUNTIME: 'nodejs', ...env },
        timeout: 90_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve({ report: JSON.parse(stdout.slice(stdout.indexOf('{'))) as Report, stderr, stdout });
      },
    );
  });
}

it('runs start-up and member-API calls against UPSTREAM_URL without loading lib/member-api/db or lib/member-api', async () => {
  const pgliteDir = path.join(dataDir, 'pglite-must-not-exist');
  const { report, stdout } = await runPortal({
    UPSTREAM_URL: `${server.url}/upstream`,
    DATA_DIR: dataDir,
    PGLITE_DIR: pgliteDir,
    // Would seed a database at start if start-up opened one.
    SEED_ON_START: 'true',
  });
  // The answers come from the remote member API (the two countries inserted above) ...
  expect(report.countries).toBe(2);
  expect(report.timezone.timezone_name).toBe('Asia/Seoul');
  // ... the portal's own /upstream serves no member API ...
  expect(report.route).toEqual({ status: 404, body: { code: 404, message: 'api.noSuchCall' } });
  // ... start-up said so, and nothing of the database or the built-in member API was loaded or created.
  expect(stdout).toContain('no database in this process');
  expect(report.loaded).toEqual(expect.arrayContaining(['instrumentation.ts', 'lib/upstream/client.ts', 'lib/upstream/http-transport.ts']));
  expect(report.loaded.filter((file) => /^lib\/(db|member-api)\//.test(file) || file === 'lib/upstream/in-process.ts')).toEqual([]);
  expect(fs.existsSync(pgliteDir)).toBe(false);
}, 120_000);
