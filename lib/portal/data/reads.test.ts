import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { operations } from '@/lib/upstream/operations';
import type { BookingView } from '@/lib/upstream/operations/booking';
import { islandRead, reads, untilBookingsChange } from './reads';

jest.mock('server-only', () => ({}));

describe('the read table', () => {
  it('names an operation of the operation table for every read', () => {
    for (const [name, read] of Object.entries(reads)) expect([name, read.operation in operations]).toEqual([name, true]);
  });

  it('reads per member only what a token changes, and never shares what needs one', () => {
    for (const [name, read] of Object.entries(reads)) {
      const auth = operations[read.operation].auth;
      if (read.scope === 'shared') expect([name, auth]).not.toEqual([name, 'required']);
      else expect([name, auth]).not.toEqual([name, 'none']);
    }
  });

  it('serves islands only the per-member reads marked for them', () => {
    expect(islandRead('myScheduleEntries')?.name).toBe('myScheduleEntries');
    expect(islandRead('myDashboard')).toBeUndefined();
    expect(islandRead('tournamentList')).toBeUndefined();
    expect(islandRead('constructor')).toBeUndefined();
    expect(islandRead('__proto__')).toBeUndefined();
  });
});

describe('how long a page showing bookings may be kept', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const booking = (over: Partial<Record<'holdexpiresat' | 'freeuntil' | 'startsat' | 'endsat', string | null>>) =>
    ({
      holdexpiresat: over.holdexpiresat ?? null,
      cancel: { freeuntil: over.freeuntil ?? '2026-11-20T00:00:00Z' },
      startsat: over.startsat ?? '2026-11-28T12:00:00Z',
      endsat: over.endsat ?? '2026-11-28T12:50:00Z',
    }) as unknown as BookingView;

  it('until the first moment time alone changes one: a hold lapsing, free cancellation ending, a start or an end', () => {
    expect(untilBookingsChange([booking({ holdexpiresat: '2026-11-27T12:15:00Z' })], now)).toBe(900);
    expect(untilBookingsChange([booking({ freeuntil: '2026-11-27T12:01:30Z' })], now)).toBe(90);
    expect(untilBookingsChange([booking({ startsat: '2026-11-27T12:00:00.500Z', endsat: '2026-11-27T12:50:00Z' })], now)).toBe(1);
    // Under way: its end is next.
    expect(untilBookingsChange([booking({ startsat: '2026-11-27T11:30:00Z', endsat: '2026-11-27T12:20:00Z' })], now)).toBe(1200);
    // Past ones and none: nothing but a call changes them.
    expect(untilBookingsChange([booking({ startsat: '2026-11-26T11:00:00Z', endsat: '2026-11-26T11:50:00Z' })], now)).toBe(Infinity);
    expect(untilBookingsChange([], now)).toBe(Infinity);
  });
});

describe('pages read through the read table', () => {
  const pages = execFileSync('git', ['ls-files', 'app/**/page.tsx'], { encoding: 'utf8' }).split('\n').filter(Boolean);

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it('never call the seam directly (callUpstream, lib/upstream/client): they use lib/portal/data', () => {
    const direct = pages.filter((file) => /\bcallUpstream\b|['"]@\/lib\/upstream\/client['"]|lib\/upstream\/client['"]/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });

  it('catch nothing themselves: every read goes through loadPage or loadShown (lib/portal/data/load.ts), the one outcome rule', () => {
    const catching = pages.filter((file) => /\btry\s*\{/.test(readFileSync(file, 'utf8')));
    expect(catching).toEqual([]);
  });

  it('never wrap a read in a cache themselves (design rule 9: the read table declares it)', () => {
    const wrapped = pages.filter((file) => /\bunstable_cache\b|['"]use cache['"]/.test(readFileSync(file, 'utf8')));
    expect(wrapped).toEqual([]);
  });
});
