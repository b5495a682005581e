import type { Connection } from '@/lib/member-api/db/connect';
import { players, swingLessons } from '@/lib/member-api/db/schema';
import { routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { mailQueueIdle, resetMailTransport } from '@/lib/member-api/mail/send';
import { ACCOUNT_LIMITS } from '@/lib/member-api/account';
import { serveMemberApi } from '@/lib/member-api/http';
import { hashPassword } from '@/lib/member-api/password';
import { INQUIRY_LIMIT, INQUIRY_WINDOW_MS } from '@/lib/member-api/support';
import { UpstreamError } from '@/lib/upstream/errors';
import type { FailureBody } from '@/lib/upstream/operation';
import { useMemoryDatabase } from '@/tests/support/database';
import { startMailCatcher } from '@/tests/support/mail-catcher';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { environment } from '@/tests/support/env';

/**
 * Security requirement 28 (ASVS 2.4.1) over HTTP: every rate-limited call of the member API, driven
 * through its real /upstream handler on loopback until it answers 429, says when to come back in a
 * `Retry-After` header (whole seconds, more than 0, at most the limit's window) and in the body; the
 * portal's route envelope passes the same wait on as its own 429 with `Retry-After`. Login's budget
 * (requirement 27) has its own tests in authentication.test.ts.
 */
let connection: Connection;
let server: { url: string; close: () => Promise<void> };
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let memberToken: string;
let lessonno: number;
const PASSWORD = 'Fairway!Putt9';
const MINUTE = 60;
const testEnv = environment();
const setEnv = testEnv.set;

beforeAll(async () => {
  smtp = await startMailCatcher();
  setEnv('SMTP_URL', smtp.url);
  resetMailTransport();
  setEnv('REDIS_URL', '');
  connection = await useMemoryDatabase();
  const [member] = await connection.db
    .insert(players)
    .values({ playerId: 'limited', passwordHash: await hashPassword(PASSWORD), email: 'limited@example.com', nickname: 'Limited', firstname: 'Li', lastname: 'Mited', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning();
  const [lesson] = await connection.db
    .insert(swingLessons)
    .values({ playerPk: member.playerPk, title: 'Driver swing', clubType: 1, posterPath: 'lessons/1/poster.svg', videoPath: 'lessons/1/swing.mp4', stageTimes: [0, 0.6, 1.2, 1.5, 1.7, 2.1, 2.8], lessons: { lesson1: 'Stand tall.' } })
    .returning({ lessonno: swingLessons.lessonno });
  lessonno = lesson.lessonno;
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
  const login = await post('/login', { player_id: 'limited', password: PASSWORD });
  memberToken = ((await login.json()) as { loginresult: { token: string } }).loginresult.token;
}, 120_000);

afterAll(async () => {
  await server.close();
  // The inquiries' acknowledgements and the account mails are queued: let them go before the database closes.
  await mailQueueIdle(connection.db);
  await connection.close();
  await smtp.close();
  testEnv.restore();
});

function post(path: string, fields: Record<string, string | number>, token?: string): Promise<Response> {
  return fetch(`${server.url}/upstream${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
  });
}

/** Calls until the first 429 (at most `most` calls); answers it with how many calls came before. */
async function driveTo429(most: number, send: (i: number) => Promise<Response>): Promise<{ response: Response; body: FailureBody; before: number[] }> {
  const before: number[] = [];
  for (let i = 0; i < most; i += 1) {
    const response = await send(i);
    if (response.status === 429) return { response, body: (await response.json()) as FailureBody, before };
    before.push(response.status);
    await response.body?.cancel();
  }
  throw new Error(`no 429 after ${most} calls (statuses ${before.join(',')})`);
}

/** Retry-After is whole seconds, more than 0, at most the window; the body carries the same wait; the portal's envelope passes it on. */
async function expectRetryAfter({ response, body }: { response: Response; body: FailureBody }, windowSeconds: number): Promise<number> {
  const header = response.headers.get('retry-after');
  expect(header).toMatch(/^[1-9]\d*$/);
  const seconds = Number(header);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(body.code).toBe(429);
  expect(body.errors?.retryAfter).toBe(header);
  const portal = await routeEnvelope('rate-limits-http', async () => {
    throw new UpstreamError(body);
  });
  expect(portal.status).toBe(429);
  expect(portal.headers.get('retry-after')).toBe(header);
  expect(await portal.json()).toMatchObject({ ok: false, code: 429, retryAfter: seconds });
  return seconds;
}

describe('ASVS 2.4.1 (req. 28): every limited call answers 429 with Retry-After over HTTP', () => {
  it('find ID: the fourth lookup of one e-mail', async () => {
    const limited = await driveTo429(10, () => post('/findaccount/findid', { email: 'Someone@Example.com', lang: 'en' }));
    expect(limited.before).toEqual(Array(ACCOUNT_LIMITS.findAccount.perSubject).fill(200));
    await expectRetryAfter(limited, 15 * MINUTE);
  });

  it('find password (the reset link): the fourth request for one e-mail', async () => {
    const limited = await driveTo429(10, () => post('/findaccount/findpwd', { email: 'limited@example.com', id: 'limited', lang: 'en' }));
    expect(limited.before).toEqual(Array(ACCOUNT_LIMITS.findAccount.perSubject).fill(200));
    await expectRetryAfter(limited, 15 * MINUTE);
  });

  it('setting the new password (reset link): the 21st try from one address', async () => {
    const limited = await driveTo429(40, (i) => post('/findaccount/resetpwd', { token: `made-up-token-${i}`, password: 'New!Fairway42', password_re: 'New!Fairway42', lang: 'en' }));
    expect(limited.before).toEqual(Array(ACCOUNT_LIMITS.resetPassword.perIp).fill(400));
    await expectRetryAfter(limited, 15 * MINUTE);
  });

  it('resend verification: the fourth request for one ID', async () => {
    const limited = await driveTo429(10, () => post('/register/ajax_verifyemail', { player_id: 'waiting', lang: 'en' }));
    expect(limited.before).toEqual(Array(ACCOUNT_LIMITS.resendVerification.perSubject).fill(200));
    await expectRetryAfter(limited, 15 * MINUTE);
  });

  it.each([
    ['ID', '/register/ajax_player_id_check', { player_id: 'freshname' }],
    ['nickname', '/register/ajax_nickname_check', { nickname: 'Freshnick' }],
    ['e-mail', '/register/ajax_email_check', { email: 'fresh@example.com' }],
  ])('duplicate check (%s): at the latest the 21st check of one value', async (_kind, path, fields) => {
    const limited = await driveTo429(40, () => post(path, fields));
    // 20 per value; the three checks also share one budget per address (60), which the third reaches first.
    expect(limited.before.length).toBeGreaterThan(0);
    expect(limited.before.length).toBeLessThanOrEqual(ACCOUNT_LIMITS.duplicateCheck.perSubject);
    expect(new Set(limited.before)).toEqual(new Set([200]));
    await expectRetryAfter(limited, 15 * MINUTE);
  });

  it('inquiry: the sixth in an hour from one member', async () => {
    const limited = await driveTo429(10, (i) =>
      post('/support/inquiry', { title: `Question number ${i}`, name: 'Kim', email: 'limited@example.com', contents: 'When does the league start?', lang: 'en' }, memberToken),
    );
    expect(limited.before).toEqual(Array(INQUIRY_LIMIT).fill(200));
    await expectRetryAfter(limited, INQUIRY_WINDOW_MS / 1000);
  });

  it('lesson comment: the 11th in a minute from one member', async () => {
    const limited = await driveTo429(20, (i) => post('/event/lessoncommentwrite', { lessonno, body: `Nice tempo ${i}` }, memberToken));
    expect(limited.before).toEqual(Array(10).fill(200));
    await expectRetryAfter(limited, MINUTE);
  });

  it('password confirmation (MyZone): the 11th in 15 minutes', async () => {
    const limited = await driveTo429(20, () => post('/membership/myaccount/confirmpassword', { password: 'Wrong!Guess42' }, memberToken));
    expect(limited.before).toEqual(Array(10).fill(400));
    await expectRetryAfter(limited, 15 * MINUTE);
  });
});
