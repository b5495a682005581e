#!/usr/bin/env node
// `npm start`: builds the portal when the sources are newer than the last build, then serves it on
// port 3000 (PORT to change) with the embedded database, which fills itself with demo data on first start.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = path.join(root, distDir, 'BUILD_ID');
const sources = ['app', 'components', 'content', 'lib', 'messages', 'public', 'db', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package-lock.json'];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log(builtAt ? 'Sources changed since the last build: building again ...' : 'Building the portal (first start) ...');
  const build = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A production server refuses to start without APP_URL (lib/shared/config/env.ts): links would name localhost.
// This command serves a developer's machine or a demo, so it names the address it serves on itself.
const port = process.env.PORT || '3000';
if (!process.env.APP_URL?.trim()) {
  process.env.APP_URL = `http://localhost:${port}`;
  console.log(`APP_URL is not set: using ${process.env.APP_URL} (set APP_URL to the public address in a real deployment).`);
}

// The portal's own server (server/serve.mjs): Next.js behind the HTTP edge (methods, body limits, client address).
const server = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', port], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
