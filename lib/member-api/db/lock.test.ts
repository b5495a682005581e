import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from './connect';
import { acquireDirectoryLock, DatabaseInUseError } from './lock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('acquireDirectoryLock', () => {
  it('refuses a folder held by another live process, naming it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'clubhouse.pid'), String(holder.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DatabaseInUseError);
      expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`already open in process ${holder.pid}`));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    fs.writeFileSync(path.join(dir, 'clubhouse.pid'), String(dead.pid));
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, 'clubhouse.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'clubhouse.pid'))).toBe(false);
  });
});

describe('connect to an embedded database', () => {
  it('makes a second process fail with a clear message instead of opening the same folder', async () => {
    const first = await connect({ pgliteDir: dir });
    try {
      const script = `import('./lib/member-api/db/connect.ts')
        .then((m) => (m.connect ?? m.default.connect)({ pgliteDir: ${JSON.stringify(dir)} }))
        .then(() => { console.log('opened'); process.exit(0); })
        .catch((error) => { console.log(error.name + ': ' + error.message); process.exit(3); });`;
      const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', '-e', script], { cwd: process.cwd() });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(3);
      expect(out).toContain(`DatabaseInUseError: The embedded database in ${dir} is already open in process ${process.pid}`);
    } finally {
      await first.close();
    }
    // Once the first process lets go, the folder opens again.
    const again = await connect({ pgliteDir: dir });
    await again.close();
  }, 120_000); // opens a database twice (with its migrations) and starts a process: slow on a busy machine
});
