#!/usr/bin/env node
// Proves that DATABASE_URL works end to end: creates a database with a random name on the
// PostgreSQL server (PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/postgres), lets the
// production build migrate it, seed it and serve the main pages from it, then drops it.
// With no server reachable it says so and counts the checks as skipped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { waitForServer } from './support/wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const port = process.env.PG_SMOKE_PORT || '3111';
const pages = [
  { path: '/', status: 200, text: 'Clubhouse' },
  { path: '/ko', status: 200, text: '클럽하우스' },
  { path: '/terms_of_use', status: 200, text: '2022' },
  { path: '/privacy', status: 200, text: '2022' },
  { path: '/ko/privacy', status: 200, text: '2022' },
  { path: '/no/such/page', status: 404, text: '404' },
];
const result = { passed: 0, failed: 0, skipped: 0 };
const write = () => fs.writeFileSync(path.join(root, 'test-results/postgres.json'), JSON.stringify(result));

try {
  await fetch(`http://localhost:${port}/`);
  console.log(`FAILED: something already answers on port ${port}; stop it or set PG_SMOKE_PORT.`);
  result.failed = pages.length + 1;
  write();
  process.exit(1);
} catch {
  // free, as it should be
}

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.log(`SKIPPED: no PostgreSQL server at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${error.message}); the DATABASE_URL checks did not run.`);
  result.skipped = pages.length + 1;
  write();
  process.exit(0);
}

const name = `clubhouse_smoke_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-pg-'));
// next itself, not npx: a signal to this child reaches the server.
const server = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', port], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_SCALE: '0.1', APP_URL: `http://localhost:${port}` },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));

try {
  const up = await waitForServer(`http://localhost:${port}/`, server);
  if (!up) {
    console.log(`FAILED: the server did not start on PostgreSQL\n${log.slice(-4000)}`);
    result.failed = pages.length + 1;
  } else {
    const db = new pg.Client({ connectionString: url.toString() });
    db.on('error', () => {}); // the database is dropped at the end, whatever happened here
    await db.connect();
    let players = 0;
    try {
      players = Number((await db.query('select count(*) from players')).rows[0].count);
    } catch (error) {
      console.log(`FAIL reading the seeded database: ${error.message}`);
    } finally {
      await db.end();
    }
    if (players > 0) {
      result.passed++;
      console.log(`ok   migrated and seeded on PostgreSQL: ${players} players`);
    } else {
      result.failed++;
      console.log('FAIL the PostgreSQL database was not seeded');
    }
    for (const page of pages) {
      const response = await fetch(`http://localhost:${port}${page.path}`);
      const body = await response.text();
      const ok = response.status === page.status && body.includes(page.text);
      result[ok ? 'passed' : 'failed']++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${page.path} answered ${response.status}${ok ? '' : ` (expected ${page.status} with "${page.text}")`}`);
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  write();
}
console.log(`postgres: ${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed ? 1 : 0);
