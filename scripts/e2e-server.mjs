#!/usr/bin/env node
// Serves the production build for the end-to-end tests: a fresh embedded database in a temporary
// folder (seeded with the demo network at start), on E2E_PORT. Everything it starts stops with it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT || '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-e2e-'));

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  APP_URL: `http://localhost:${port}`,
  SEED_SCALE: process.env.E2E_SEED_SCALE || '0.25',
};

// The demo network and the specs' fixtures go in before the server opens the database.
const prepared = spawnSync('node', ['--conditions=react-server', '--import', 'tsx', 'scripts/e2e-prepare.ts'], { cwd: root, env, stdio: 'inherit' });
if (prepared.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(prepared.status ?? 1);
}

const server = spawn('npx', ['next', 'start', '-p', port], { cwd: root, env, stdio: 'inherit' });

function stop() {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stop(); process.exit(0); });
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
