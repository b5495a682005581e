import { asc, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { apiSessions, jobRunHistory, jobRuns, players, rounds, courses, countries, socialAccounts } from '@/lib/member-api/db/schema';
import { useMemoryDatabase } from '@/tests/support/database';
import { jobs, runJobs, type Job } from './index';
import { JOB_HISTORY_DAYS } from './runner';

/**
 * The jobs runner on a real (in-memory PGlite) database, and the purge job with a moved clock:
 * an account withdrawn 366 days ago loses its personal data, one withdrawn 364 days ago keeps it.
 */
let connection: Connection;
const DAY = 24 * 60 * 60 * 1000;

async function member(values: Partial<typeof players.$inferInsert> & { nickname: string }) {
  const [row] = await connection.db
    .insert(players)
    .values({
      playerId: values.nickname.toLowerCase(),
      passwordHash: 'x',
      email: `${values.nickname}@example.com`,
      firstname: 'First',
      lastname: 'Last',
      timezone: 'Asia/Seoul',
      gender: 'M',
      status: 'active',
      ...values,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
});
afterAll(() => connection.close());

describe('the jobs runner', () => {
  it('runs a due job once, records it, and skips it until its interval has passed', async () => {
    let calls = 0;
    const job: Job = { name: 'test-count', everyMs: 60 * 60 * 1000, run: async () => `call ${++calls}` };
    const [first] = await runJobs(connection.db, [job]);
    expect(first).toMatchObject({ name: 'test-count', status: 'ran', result: 'call 1' });
    const [second] = await runJobs(connection.db, [job]);
    expect(second).toEqual({ name: 'test-count', status: 'skipped', reason: 'not due' });
    const [forced] = await runJobs(connection.db, [job], { force: true });
    expect(forced).toMatchObject({ status: 'ran', result: 'call 2' });
    const [row] = await connection.db.select().from(jobRuns).where(eq(jobRuns.name, 'test-count'));
    expect(row).toMatchObject({ lastOk: true, lastResult: 'call 2', lockedUntil: null });
  });

  it('leaves a job alone while another instance holds its lease, even when forced', async () => {
    const job: Job = { name: 'test-leased', everyMs: 1000, run: async () => 'ran' };
    await connection.db.insert(jobRuns).values({ name: job.name, lockedUntil: new Date(Date.now() + 60_000) });
    expect(await runJobs(connection.db, [job], { force: true })).toEqual([{ name: job.name, status: 'skipped', reason: 'running elsewhere' }]);
    // A lease that ran out (its runner crashed) is taken over.
    await connection.db.update(jobRuns).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(jobRuns.name, job.name));
    expect((await runJobs(connection.db, [job]))[0]).toMatchObject({ status: 'ran' });
  });

  it('two runners racing for one job: exactly one runs it', async () => {
    let calls = 0;
    const job: Job = {
      name: 'test-race',
      everyMs: 60_000,
      run: async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return 'ran';
      },
    };
    const outcomes = (await Promise.all([runJobs(connection.db, [job]), runJobs(connection.db, [job])])).flat();
    expect(calls).toBe(1);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['ran', 'skipped']);
  });

  it('records a failing job and answers its error instead of throwing', async () => {
    const job: Job = { name: 'test-fails', everyMs: 1000, run: async () => Promise.reject(new Error('disk on fire')) };
    const [outcome] = await runJobs(connection.db, [job]);
    expect(outcome).toMatchObject({ status: 'failed', error: 'disk on fire' });
    const [row] = await connection.db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    expect(row).toMatchObject({ lastOk: false, lastResult: 'disk on fire', lockedUntil: null });
  });

  it('keeps every run (outcome, duration) for JOB_HISTORY_DAYS, then deletes it', async () => {
    const job: Job = { name: 'test-history', everyMs: 1000, run: async () => 'done' };
    const failing: Job = { name: 'test-history-fails', everyMs: 1000, run: async () => Promise.reject(new Error('no mail server')) };
    const old = new Date(Date.now() - (JOB_HISTORY_DAYS + 1) * DAY);
    await connection.db.insert(jobRunHistory).values({ name: job.name, startedAt: old, finishedAt: old, durationMs: 5, ok: true, result: 'long ago' });
    await runJobs(connection.db, [job, failing], { force: true });
    await runJobs(connection.db, [job], { force: true });
    const rows = await connection.db.select().from(jobRunHistory).orderBy(asc(jobRunHistory.id));
    const mine = rows.filter((row) => row.name.startsWith('test-history'));
    expect(mine.map((row) => [row.name, row.ok, row.result])).toEqual([
      ['test-history', true, 'done'],
      ['test-history-fails', false, 'no mail server'],
      ['test-history', true, 'done'],
    ]);
    for (const row of mine) {
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
      expect(row.finishedAt.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
    }
  });

  it('lists the purge job', () => {
    expect(jobs.map((job) => job.name)).toContain('purge-withdrawn');
  });
});

describe('the purge job (clock moved)', () => {
  it('removes the personal data of an account withdrawn 366 days ago and keeps its results, anonymous', async () => {
    const now = new Date();
    const old = await member({ nickname: 'Oldleaver', status: 'withdrawn', withdrawnAt: new Date(now.getTime() - 366 * DAY) });
    const recent = await member({ nickname: 'Newleaver', status: 'withdrawn', withdrawnAt: new Date(now.getTime() - 364 * DAY) });
    const active = await member({ nickname: 'Stayer' });
    await connection.db.insert(socialAccounts).values({ provider: 'google', subject: 'old-sub', playerPk: old.playerPk, email: old.email });
    await connection.db.insert(apiSessions).values({ tokenHash: 'h'.repeat(64), playerPk: old.playerPk, expiresAt: new Date(now.getTime() + DAY) });
    const [country] = await connection.db.insert(countries).values({ code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'KOR', defaultTimezone: 'Asia/Seoul' }).returning();
    const [course] = await connection.db.insert(courses).values({ name: 'Test Links', countryno: country.countryno, region: 'r', difficulty: 2, par: 36, holeCount: 9 }).returning();
    await connection.db.insert(rounds).values({
      playerPk: old.playerPk, courseno: course.courseno, playedAt: new Date(now.getTime() - 400 * DAY), holes: 9, teeColour: 2,
      strokes: [4], pars: [4], putts: [2], fairways: [true], greensInRegulation: [true], holedPuttDistances: [1], driverDistances: [200],
      totalStrokes: 40, totalPar: 36, totalPutts: 18, fairwayHits: 5, fairwayChances: 7, girCount: 4, parSaves: 3, parSaveChances: 5, longPuttsHoled: 0,
    });

    const [outcome] = await runJobs(connection.db, jobs, { only: ['purge-withdrawn'], force: true, now });
    expect(outcome).toMatchObject({ status: 'ran', result: expect.stringContaining('1 account') });

    const [purged] = await connection.db.select().from(players).where(eq(players.playerPk, old.playerPk));
    expect(purged).toMatchObject({ status: 'purged', playerId: null, passwordHash: null, firstname: '-', lastname: '-', pendingEmail: null, shopno: null });
    expect(purged.email).not.toContain('Oldleaver');
    expect(purged.nickname).not.toContain('Oldleaver');
    expect(purged.purgedAt).toEqual(now);
    expect(await connection.db.select().from(socialAccounts).where(eq(socialAccounts.playerPk, old.playerPk))).toHaveLength(0);
    expect(await connection.db.select().from(apiSessions).where(eq(apiSessions.playerPk, old.playerPk))).toHaveLength(0);
    // Results stay for the rankings, now anonymous.
    expect(await connection.db.select().from(rounds).where(eq(rounds.playerPk, old.playerPk))).toHaveLength(1);

    const [kept] = await connection.db.select().from(players).where(eq(players.playerPk, recent.playerPk));
    expect(kept).toMatchObject({ status: 'withdrawn', playerId: 'newleaver', email: 'Newleaver@example.com' });
    const [untouched] = await connection.db.select().from(players).where(eq(players.playerPk, active.playerPk));
    expect(untouched.status).toBe('active');

    // Two days later (the clock moved again) the second account is due as well; the first is not purged twice.
    const [later] = await runJobs(connection.db, jobs, { only: ['purge-withdrawn'], force: true, now: new Date(now.getTime() + 2 * DAY) });
    expect(later).toMatchObject({ status: 'ran', result: expect.stringContaining('1 account') });
    const [second] = await connection.db.select().from(players).where(eq(players.playerPk, recent.playerPk));
    expect(second.status).toBe('purged');
  });
});
