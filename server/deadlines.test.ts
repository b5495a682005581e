/**
 * @jest-environment node
 */
import { deadline, pendingDeadlines, runOverdue } from './deadlines.mjs';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('deadlines of the waits at the edge', () => {
  it('ends a wait after its time, and never one that was cancelled', async () => {
    const ended: string[] = [];
    deadline(30, () => ended.push('due'));
    const cancel = deadline(30, () => ended.push('cancelled'));
    cancel();
    expect(pendingDeadlines()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ended).toEqual(['due']);
    expect(pendingDeadlines()).toBe(0);
  });

  it('ends the waits already due when an arrival asks, within a long turn of the loop, and only those', () => {
    const ended: string[] = [];
    const cancelShort = deadline(50, () => ended.push('short'));
    const cancelLong = deadline(5_000, () => ended.push('long'));
    runOverdue();
    expect(ended).toEqual([]);
    busyFor(120);
    runOverdue();
    // In the same turn: no timer could have run.
    expect(ended).toEqual(['short']);
    cancelShort();
    cancelLong();
    expect(pendingDeadlines()).toBe(0);
  });
});
