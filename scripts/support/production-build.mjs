// The portal's production build as the scripts that serve it need it (`npm start`, `npm run bench:pages`):
// reused while it is newer than every file that goes into it, built again (`next build`, as
// `npm run build`) when any of them changed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What `next build` reads. server/ (the HTTP edge), scripts/ and tests/ run beside the build, not in it.
const buildInputs = [
  'app',
  'components',
  'content',
  'lib',
  'messages',
  'public',
  'assets',
  'db',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The newest modification time (ms) under `entry`, folders included: a deleted file changes its folder's. */
function newestChange(full) {
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestChange(path.join(full, child)));
  return newest;
}

/** 'missing' without a build in `distDir`, 'stale' when a source changed after it, 'current' otherwise. */
export function buildState(root, distDir) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'missing';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const changedAt = Math.max(...buildInputs.map((entry) => newestChange(path.join(root, entry))));
  return builtAt < changedAt ? 'stale' : 'current';
}

/**
 * Builds the portal into `distDir` unless its build there is current; returns true when a usable build
 * is there. `name` prefixes the messages; the build's own output goes to this process's terminal.
 */
export function ensureProductionBuild({ name, root, distDir }) {
  const state = buildState(root, distDir);
  if (state === 'current') {
    console.log(`${name}: the build in ${distDir} is current: reusing it`);
    return true;
  }
  console.log(`${name}: ${state === 'missing' ? `no build in ${distDir}` : `sources changed since the build in ${distDir}`}: building it (next build) ...`);
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return build.status === 0;
}
