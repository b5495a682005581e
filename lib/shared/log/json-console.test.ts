import { Writable } from 'node:stream';
import { installJsonConsole, jsonLine, scrub } from './json-console.mjs';
import { runInRequestScope } from '@/server/request-scope.mjs';

/** Issue 25 item 8: every line one JSON object with its time and request id, and nothing private in it. */
describe('JSON log lines', () => {
  it('turns a tagged console line into time, level, component and message', () => {
    const line = JSON.parse(jsonLine('info', ['[jobs] settle-payments: 3 settled (12 ms)'], new Date('2026-11-27T10:00:00.000Z')));
    expect(line).toEqual({ time: '2026-11-27T10:00:00.000Z', level: 'info', pid: process.pid, component: 'jobs', msg: 'settle-payments: 3 settled (12 ms)' });
  });

  it('names the request the line was written for', () => {
    const res = { once: () => undefined, writableFinished: false };
    const line = runInRequestScope(res, () => JSON.parse(jsonLine('error', ['[venue] refusing a round with 503: timeout'])), 'req-0123456789');
    expect(line).toMatchObject({ level: 'error', component: 'venue', requestId: 'req-0123456789', msg: 'refusing a round with 503: timeout' });
    expect(JSON.parse(jsonLine('info', ['[db] ready'])).requestId).toBeUndefined();
  });

  it("keeps an error's type, message and stack, without a failed statement's values", () => {
    const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const error = new Error('Failed query: select * from players where email = $1\nparams: kim@example.com', { cause });
    const line = JSON.parse(jsonLine('error', ['[member-api] login failed', error]));
    expect(line.err.type).toBe('Error');
    expect(line.err.message).toBe('Failed query: select * from players where email = $1 params: [redacted]');
    expect(line.err.cause).toBe('Error: canceling statement due to statement timeout');
    expect(JSON.stringify(line)).not.toContain('kim@example.com');
  });

  it('drops query strings and e-mail addresses from any line', () => {
    expect(scrub('GET /en/support/notice?searchname=kim&pageno=2 did not answer')).toBe('GET /en/support/notice?[query] did not answer');
    expect(scrub('fetch https://upstream.example/api/x?token=abc failed')).toBe('fetch https://upstream.example/api/x?[query] failed');
    expect(scrub('mail to lee.sun@example.co.kr refused')).toBe('mail to [email] refused');
    expect(scrub('what? nothing here')).toBe('what? nothing here');
  });

  it('replaces the console of a process once, writing warnings and errors to stderr', () => {
    const out: string[] = [];
    const err: string[] = [];
    const sink = (lines: string[]) => new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
    try {
      installJsonConsole({ env: {}, stdout: sink(out) as unknown as NodeJS.WriteStream, stderr: sink(err) as unknown as NodeJS.WriteStream });
      console.log('[cache] Redis at REDIS_URL is unreachable');
      console.error('[db] idle connection lost: %s', 'terminated');
    } finally {
      Object.assign(console, saved);
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.jsonConsole')];
    }
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0])).toMatchObject({ level: 'info', component: 'cache', msg: 'Redis at REDIS_URL is unreachable' });
    expect(JSON.parse(err[0])).toMatchObject({ level: 'error', component: 'db', msg: 'idle connection lost: terminated' });
  });

  it('leaves a plain console with LOG_FORMAT=text', () => {
    const log = console.log;
    installJsonConsole({ env: { LOG_FORMAT: 'text' } });
    expect(console.log).toBe(log);
  });
});
