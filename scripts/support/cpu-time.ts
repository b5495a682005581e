/**
 * CPU time of other processes on this machine, read from /proc (Linux): what the venue benchmark
 * divides by the rounds it posted, so its per-round cost does not depend on how busy the machine is
 * (a loaded machine stretches wall time, not the CPU a round needs). Undefined where /proc is absent.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Stat {
  ppid: number;
  /** User + system CPU of the process itself, ms. */
  cpuMs: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
    return { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond };
  } catch {
    return undefined;
  }
}

export const cpuTimeAvailable = fs.existsSync('/proc/self/stat');

/** CPU ms of each given process. A process that has ended is left out. */
export function cpuOf(pids: Iterable<number>): Map<number, number> {
  const result = new Map<number, number>();
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) result.set(pid, stat.cpuMs);
  }
  return result;
}

/** CPU ms of a process and every process under it (a server and any workers it started). */
export function processTreeCpuMs(root: number): number {
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (!stat) continue;
    own.set(Number(name), stat.cpuMs);
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(name)]);
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += own.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Follows a changing set of processes (PostgreSQL backends come and go with the pool) and adds up
 * the CPU each used since `start()`: a process seen for the first time after the start counts from
 * zero (it was forked during the run), one that ended keeps the last value sampled.
 */
export class CpuTally {
  private first = new Map<number, number>();
  private last = new Map<number, number>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly list: () => Promise<number[]>) {}

  async start(): Promise<void> {
    this.first = cpuOf(await this.list());
    this.last = new Map(this.first);
    this.timer = setInterval(() => void this.sample(), 250);
  }

  private async sample(): Promise<void> {
    for (const [pid, ms] of cpuOf(await this.list())) {
      if (!this.first.has(pid)) this.first.set(pid, 0);
      this.last.set(pid, ms);
    }
  }

  /** CPU ms used by the followed processes since start(). */
  async stop(): Promise<number> {
    clearInterval(this.timer);
    await this.sample();
    let total = 0;
    for (const [pid, ms] of this.last) total += ms - (this.first.get(pid) ?? 0);
    return total;
  }
}
