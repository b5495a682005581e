import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A member API that a test can take down: a relay on loopback in front of the end-to-end portal's
 * own member API over HTTP (/upstream, the spec's wire format), forwarding every request as it is.
 * `stop()` closes it the way a crashed service would (connections refused, open ones cut); `start()`
 * listens again on the same port.
 */
export interface MemberApiRelay {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startMemberApiRelay(target: string): Promise<MemberApiRelay> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    start: () => listen(port),
  };
}

/**
 * The built portal (server/serve.mjs, production) started against a remote member API
 * (UPSTREAM_URL): no database of its own, a fresh data folder, and its own hard-linked copy of the
 * build folder, so its ISR cache is its own. Its clock can be moved forward (tests/support/shiftable-clock.mjs).
 */
export interface RemotePortal {
  url: string;
  /** Everything the portal has printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the portal has printed a line matching `pattern` (after `from` characters of output). */
  waitForOutput(pattern: RegExp, from?: number): Promise<string>;
  /** Moves the portal's clock forward by ten minutes and waits until it has. */
  advanceClock(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRemotePortal({ port, upstreamUrl }: { port: number; upstreamUrl: string }): Promise<RemotePortal> {
  const root = path.resolve(__dirname, '../../..');
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const ownDist = `.next-e2e-remote-${port}`;
  fs.rmSync(path.join(root, ownDist), { recursive: true, force: true });
  const copied = spawnSync('cp', ['-al', path.join(root, distDir), path.join(root, ownDist)]);
  if (copied.status !== 0) throw new Error(`Could not copy the build folder: ${copied.stderr}`);
  // The copy is hard links, and by now the first portal has filled its run-time caches (ISR pages in
  // server/route-cache, data in cache/fetch-cache). Next rewrites those files in place, so this portal
  // regenerating a page would rewrite the first portal's copy too (seo.spec once read a notice whose
  // canonical named this portal's origin). This portal starts from the build alone.
  for (const runtimeCache of [['server', 'route-cache'], ['cache', 'fetch-cache']]) {
    fs.rmSync(path.join(root, ownDist, ...runtimeCache), { recursive: true, force: true });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-remote-portal-'));
  const url = `http://localhost:${port}`;

  let output = '';
  const waiters = new Set<() => void>();
  const child: ChildProcess = spawn(process.execPath, ['--import', './tests/support/shiftable-clock.mjs', 'server/serve.mjs', '-p', String(port)], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: ownDist,
      APP_URL: url,
      NEXTAUTH_URL: url,
      DATA_DIR: dataDir,
      UPSTREAM_URL: `${upstreamUrl}/upstream`,
      // A down member API is refused at once on loopback; a short timeout bounds any other case.
      UPSTREAM_TIMEOUT_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server writes JSON lines (lib/shared/log/json-console.mjs); the tests match them as `[component] message`.
  const plain = (line: string) => {
    try {
      // Console lines only (they have a component); other JSON (the security log) stays as written.
      const { component, msg } = JSON.parse(line) as { component?: string; msg?: string };
      return typeof msg === 'string' && component ? `[${component}] ${msg}` : line;
    } catch {
      return line;
    }
  };
  let partial = '';
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) output += `${plain(line)}\n`;
    for (const wake of waiters) wake();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitForOutput = (pattern: RegExp, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (match) {
          waiters.delete(check);
          resolve(match[0]);
        } else if (child.exitCode !== null) {
          waiters.delete(check);
          reject(new Error(`The remote portal exited (${child.exitCode}) before printing ${pattern}:\n${output}`));
        }
      };
      waiters.add(check);
      child.once('exit', check);
      check();
    });

  await waitForOutput(/\[serve\] ready on/);
  return {
    url,
    output: () => output,
    waitForOutput,
    async advanceClock() {
      const from = output.length;
      child.kill('SIGUSR2');
      await waitForOutput(/\[clock\] \+\d+ s/, from);
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(path.join(root, ownDist), { recursive: true, force: true });
    },
  };
}
