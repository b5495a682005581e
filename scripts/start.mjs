#!/usr/bin/env node
// `npm start`: builds the portal when the sources are newer than the last build, then serves it on
// port 3000 (PORT to change) with the embedded database, which fills itself with demo data on first start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureProductionBuild } from './support/production-build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!ensureProductionBuild({ name: 'start', root, distDir })) process.exit(1);

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
