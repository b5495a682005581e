import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open in process ${pid}. PGlite serves one process at a time: ` +
        'stop that process, give this one another PGLITE_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. A pid file taken with
 * O_EXCL keeps the second one out; a file left by a process that died is taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockFile = path.join(dir, 'clubhouse.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DatabaseInUseError(dir, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}.`);
}
