// The floor the page budgets compare with: bench/bare-app, a bare Next.js page of the portal's own Next
// and React, built and started outside the repository.
//
// Why the copy carries its own node_modules: Next (Turbopack) looks for proxy, middleware and
// instrumentation files in every folder from the app up to its Turbopack root, and that root must hold
// the node_modules the app resolves (real paths: a symlink does not count). A copy whose node_modules
// was a symlink to the repository's had its root at the folder holding both, `/` for a copy in the
// temporary folder, so a stray `proxy.ts` or `instrumentation.ts` in any folder above the copy (inside
// the repository: the portal's own, which failed on ffmpeg) was compiled into the bare page and broke
// its build. The copy's node_modules is now a hard-linked tree of the packages Next, React and React
// DOM need (the repository's files, so the same versions, nothing downloaded), and its Turbopack root
// is the copy itself: nothing above it is read.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const rootPackages = ['next', 'react', 'react-dom'];

/** The folder of package `name` as Node resolves it from `fromDir` (node_modules folders upward), or undefined. */
function packageDir(name, fromDir, stopAt) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === stopAt || dir === path.dirname(dir)) return undefined;
  }
}

/** Every package folder (under the repository's node_modules) that Next, React and React DOM load, optional ones when installed. */
function dependencyClosure(root) {
  const found = new Set();
  const visit = (name, fromDir) => {
    const dir = packageDir(name, fromDir, root);
    if (!dir || found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const needs = { ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies };
    for (const dependency of Object.keys(needs)) visit(dependency, dir);
  };
  for (const name of rootPackages) visit(name, root);
  return [...found].sort();
}

/**
 * Mirrors package folder `source` into `target` with hard links (a copy where the two are on different
 * file systems). A package's own node_modules is left out: what it holds is in the closure on its own.
 */
function linkTree(source, target) {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else {
      try {
        fs.linkSync(from, to);
      } catch (error) {
        if (error.code !== 'EXDEV') throw error;
        fs.copyFileSync(from, to);
      }
    }
  }
}

const versionOf = (root, name) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** What the bare build depends on: the bare app's files and the versions of Next, React and React DOM. */
function bareStamp(root, source) {
  const hash = crypto.createHash('sha256');
  for (const name of rootPackages) hash.update(`${name}@${versionOf(root, name)}\n`);
  const files = fs
    .readdirSync(source, { recursive: true })
    .filter((file) => !file.split(path.sep).includes('.next') && fs.statSync(path.join(source, file)).isFile())
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(source, file)));
  return hash.digest('hex');
}

/**
 * Builds the bare page unless its build in the temporary folder is current (same app files, same Next
 * and React). Returns `{ dir, nextVersion }`, or `{ error }` with the end of the build's output.
 */
export function buildBareApp({ root, name }) {
  const source = path.join(root, 'bench', 'bare-app');
  const dir = path.join(os.tmpdir(), `clubhouse-bare-app-${crypto.createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  const stampFile = path.join(dir, '.next', 'bench-stamp');
  const stamp = bareStamp(root, source);
  const nextVersion = versionOf(root, 'next');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp && fs.existsSync(path.join(dir, 'node_modules', 'next'))) {
    console.log(`${name}: the bare page (next ${nextVersion}) in ${dir} is current: reusing it`);
    return { dir, nextVersion };
  }
  console.log(`${name}: building the bare page with next ${nextVersion} in ${dir} ...`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(source, dir, { recursive: true, filter: (file) => !file.split(path.sep).includes('.next') });
  const modules = path.join(root, 'node_modules');
  for (const packageFolder of dependencyClosure(root)) linkTree(packageFolder, path.join(dir, 'node_modules', path.relative(modules, packageFolder)));
  const built = spawnSync(process.execPath, [bareNextBin(dir), 'build', dir], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NEXT_DIST_DIR: '', NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) {
    const output = `${built.stdout ?? ''}\n${built.stderr ?? ''}`.trim().split('\n');
    return { error: output.slice(-20).join('\n') };
  }
  fs.writeFileSync(stampFile, stamp);
  return { dir, nextVersion };
}

// NODE_OPTIONS is the caller's (npm scripts set --conditions=react-server for the portal's tools): not the bare app's.
const bareNextBin = (dir) => path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Serves the bare build on `port` with the copy's own Next (the child process; kill it to stop). */
export function startBareApp(dir, port) {
  return spawn(process.execPath, [bareNextBin(dir), 'start', dir, '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: '', NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1' },
  });
}
