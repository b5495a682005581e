import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { apiSessions, countries, courses, players, rounds, states, stores } from '@/lib/member-api/db/schema';
import { serveMemberApi } from '@/lib/member-api/http';
import { myAccountOperations } from '@/lib/upstream/operations/myaccount';
import { signSocialClaims } from '@/lib/upstream/social-claims';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';
import { startMailCatcher, type CaughtMail } from '@/tests/support/mail-catcher';
import { hashPassword } from './password';
import { mailQueueIdle, resetMailTransport } from '@/lib/member-api/mail/send';
import { environment } from '@/tests/support/env';

/**
 * MyZone's account calls over real loopback HTTP in the wire format (issue 9 item 1): 401 without a
 * token for every member call, another member's id 404, extra fields (`points`, `status`,
 * `player_pk`) ignored, the 10-minute confirmation gate, password change ending the other sessions,
 * withdrawal and restore, the favourite venue with its location-points reset, and an e-mail change
 * confirmed through the new address (a real SMTP server on loopback receives the mail).
 */
let connection: Connection;
let server: { url: string; close: () => Promise<void> };
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let mails: CaughtMail[];
const PASSWORD = 'Clubhouse1!';
let fixture: { countryno: number; statesno: number; shopno: number; otherShopno: number; memberPk: number; otherPk: number; socialPk: number };
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const testEnv = environment();
const setEnv = testEnv.set;

beforeAll(async () => {
  smtp = await startMailCatcher();
  mails = smtp.mails;
  setEnv('SMTP_URL', smtp.url);
  resetMailTransport();
  setEnv('NEXTAUTH_SECRET', 'myaccount-http-test-secret-0123456789abcdef');
  setEnv('SOCIAL_LOGIN_SECRET', undefined);
  setEnv('REDIS_URL', undefined);

  connection = await useMemoryDatabase();
  const db = connection.db;
  const [korea] = await db.insert(countries).values({ code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'KOR', defaultTimezone: 'Asia/Seoul' }).returning();
  const [seoul] = await db.insert(states).values({ countryno: korea.countryno, nameEn: 'Seoul', nameKo: '서울', timezone: 'Asia/Seoul' }).returning();
  const venue = { countryno: korea.countryno, statesno: seoul.statesno, city: 'Seoul', address: 'x', storeType: 1, timezone: 'Asia/Seoul', latitude: 37.5, longitude: 127 };
  const [gangnam, hongdae] = await db.insert(stores).values([{ ...venue, name: 'Gangnam' }, { ...venue, name: 'Hongdae' }]).returning();
  const passwordHash = await hashPassword(PASSWORD);
  const base = { passwordHash, firstname: 'First', lastname: 'Last', timezone: 'Asia/Seoul', gender: 'M', status: 'active', countryno: korea.countryno, shopno: gangnam.shopno };
  const [member, other, social] = await db
    .insert(players)
    .values([
      { ...base, playerId: 'member', email: 'member@example.com', nickname: 'Member' },
      { ...base, playerId: 'other', email: 'other@example.com', nickname: 'Other' },
      { ...base, playerId: null, passwordHash: null, email: 'social@example.com', nickname: 'Social', isInitialize: true, shopno: null },
    ])
    .returning();
  const { socialAccounts } = await import('@/lib/member-api/db/schema');
  await db.insert(socialAccounts).values({ provider: 'google', subject: 'google-social', playerPk: social.playerPk, email: social.email });
  // A nine-hole round at the favourite venue, every hole at par: 9 X-Points there, the member's location points.
  const [course] = await db.insert(courses).values({ name: 'Links', countryno: korea.countryno, region: 'r', difficulty: 2, par: 36, holeCount: 9 }).returning();
  const nine = <T,>(value: T) => Array.from({ length: 9 }, () => value);
  await db.insert(rounds).values({
    playerPk: member.playerPk, shopno: gangnam.shopno, courseno: course.courseno, playedAt: new Date(), holes: 9, teeColour: 2,
    strokes: nine(4), pars: nine(4), putts: nine(2), fairways: nine(true), greensInRegulation: nine(true), holedPuttDistances: nine(1), driverDistances: [220],
    totalStrokes: 36, totalPar: 36, totalPutts: 18, fairwayHits: 7, fairwayChances: 7, girCount: 9, parSaves: 0, parSaveChances: 0, longPuttsHoled: 0,
  });
  fixture = { countryno: korea.countryno, statesno: seoul.statesno, shopno: gangnam.shopno, otherShopno: hongdae.shopno, memberPk: member.playerPk, otherPk: other.playerPk, socialPk: social.playerPk };
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
  // Migrating a fresh PGlite and hashing take a while on a busy machine.
}, 120_000);

afterAll(async () => {
  await server.close();
  await connection.close();
  await smtp.close();
  testEnv.restore();
});

type Body = Record<string, unknown> & { code: number; message: string; errors?: Record<string, string> };

async function call(method: 'GET' | 'POST', path: string, fields: Record<string, string | number> = {}, token?: string, userAgent?: string) {
  const search = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) };
  const response =
    method === 'GET'
      ? await fetch(`${server.url}/upstream${path}?${search}`, { headers })
      : await fetch(`${server.url}/upstream${path}`, { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: search.toString() });
  return (await response.json()) as Body;
}

async function login(playerId: string, password = PASSWORD, userAgent?: string): Promise<string> {
  const body = await call('POST', '/login', { player_id: playerId, password }, undefined, userAgent);
  expect(body.code).toBe(200);
  return (body.loginresult as { token: string }).token;
}

describe('every account call needs a member', () => {
  it.each(Object.entries(myAccountOperations).filter(([, op]) => op.auth === 'required'))('%s answers 401 without a token', async (_name, op) => {
    const path = op.path.replace(/\{\w+\}/g, '1');
    // Valid input, so the answer is about the missing member and nothing else.
    const claims = { id: 'google-social', email: 'social@example.com', name: 'Social', social_type: 'google' };
    const body = await call(op.method, path, {
      ...claims, ...signSocialClaims(claims), shopno: 1, sessionno: 1, password: 'Valid1!pass', password_re: 'Valid1!pass', email: 'someone@example.com',
      nickname: 'Someone', firstname: 'Some', lastname: 'One', timezone: 'Asia/Seoul', countryno: 1, gender: 'M', hand: 'right', teeheight: 40,
      fieldunit: 'meter', greenunit: 'meter', speedunit: 'kmh',
    });
    expect(body).toMatchObject({ code: 401, message: 'api.loginRequired' });
  });

  it('and 401 with a token that is not a session', async () => {
    expect((await call('GET', '/membership/myaccount/myprofile', {}, 'made-up-token')).code).toBe(401);
  });
});

describe('profile', () => {
  it('reads the own profile only, and saving ignores extra fields and clears need_edit_profile', async () => {
    const token = await login('member');
    const read = await call('GET', '/membership/myaccount/myprofile', { lang: 'en' }, token);
    expect(read.code).toBe(200);
    expect(read.profile).toMatchObject({ player_id: 'member', email: 'member@example.com', shopname: 'Gangnam', has_password: true, confirmed_until: null });
    // Someone else's player_pk in the input changes nothing of theirs; status and points are not fields.
    const saved = await call(
      'POST',
      '/membership/myaccount/myprofile_update',
      {
        nickname: 'Member2', firstname: 'New', lastname: 'Name', timezone: 'Asia/Tokyo', countryno: fixture.countryno, statesno: fixture.statesno,
        shopno: fixture.shopno, gender: 'F', hand: 'left', teeheight: 35, fieldunit: 'yard', greenunit: 'feet', speedunit: 'mph', emailagree: 'y',
        player_pk: fixture.otherPk, status: 'withdrawn', points: 9999, is_initialize: 'y',
      },
      token,
    );
    expect(saved.code).toBe(200);
    expect(saved.profile).toMatchObject({ nickname: 'Member2', hand: 'left', teeheight: 35, fieldunit: 'yard', speedunit: 'mph', emailagree: true, is_initialize: 'n' });
    const [mine] = await connection.db.select().from(players).where(eq(players.playerPk, fixture.memberPk));
    expect(mine.status).toBe('active');
    const [theirs] = await connection.db.select().from(players).where(eq(players.playerPk, fixture.otherPk));
    expect(theirs).toMatchObject({ nickname: 'Other', gender: 'M' });
  });

  it("refuses another member's nickname and a venue change through the profile", async () => {
    const token = await login('member');
    const fields = { nickname: 'Other', firstname: 'Ab', lastname: 'C', timezone: 'Asia/Seoul', countryno: fixture.countryno, shopno: fixture.shopno, gender: 'M', hand: 'right', teeheight: 40, fieldunit: 'meter', greenunit: 'meter', speedunit: 'kmh' };
    expect(await call('POST', '/membership/myaccount/myprofile_update', fields, token)).toMatchObject({ code: 409, errors: { nickname: 'validation.nickname.taken' } });
    expect(await call('POST', '/membership/myaccount/myprofile_update', { ...fields, nickname: 'Member', shopno: fixture.otherShopno }, token)).toMatchObject({
      code: 409,
      errors: { shopno: 'myaccount.error.shopOnOwnScreen' },
    });
  });

  it('a social member completes the profile (venue set the first time) and need_edit_profile clears', async () => {
    const claims = { id: 'google-social', email: 'social@example.com', name: 'Social', social_type: 'google' };
    const signed = await call('POST', '/social_login', { ...claims, ...signSocialClaims(claims) });
    const token = (signed.loginresult as { token: string; is_initialize: string }).token;
    expect((signed.loginresult as { is_initialize: string }).is_initialize).toBe('y');
    const saved = await call('POST', '/membership/myaccount/myprofile_update', { nickname: 'Social', firstname: 'So', lastname: 'Cial', timezone: 'Asia/Seoul', countryno: fixture.countryno, shopno: fixture.otherShopno, gender: 'F', hand: 'right', teeheight: 40, fieldunit: 'meter', greenunit: 'meter', speedunit: 'kmh' }, token);
    expect(saved.profile).toMatchObject({ is_initialize: 'n', shopno: fixture.otherShopno, has_password: false, social: ['google'] });
    // No password to confirm with: the provider confirms, for the linked account only.
    expect(await call('POST', '/membership/myaccount/confirmpassword', { password: 'whatever1!' }, token)).toMatchObject({ code: 400, message: 'myaccount.error.socialConfirm' });
    const stranger = { ...claims, id: 'google-someone-else' };
    expect(await call('POST', '/membership/myaccount/confirmsocial', { ...stranger, ...signSocialClaims(stranger) }, token)).toMatchObject({ code: 403, message: 'myaccount.error.otherSocialAccount' });
    expect(await call('POST', '/membership/myaccount/confirmsocial', { ...claims, ts: Date.now(), signature: 'forged' }, token)).toMatchObject({ code: 401 });
    const before = (await call('GET', '/membership/myaccount/sessions', {}, token)).sessions as { sessionno: number; current: boolean }[];
    const confirmed = await call('POST', '/membership/myaccount/confirmsocial', { ...claims, ...signSocialClaims(claims) }, token);
    expect(confirmed.code).toBe(200);
    // A re-authentication (ASVS 7.2.4): a new token for the same session, the list unchanged.
    expect(typeof confirmed.token).toBe('string');
    expect(confirmed.token).not.toBe(token);
    const after = (await call('GET', '/membership/myaccount/sessions', {}, String(confirmed.token))).sessions as { sessionno: number; current: boolean }[];
    expect(after).toEqual(expect.arrayContaining(before.map((session) => expect.objectContaining({ sessionno: session.sessionno, current: session.current }))));
    expect(after).toHaveLength(before.length);
  });
});

describe('the confirmation gate and the password', () => {
  it('sensitive calls answer 403 until the password is confirmed, a wrong one is refused, and it holds 10 minutes', async () => {
    const token = await login('other');
    expect(await call('POST', '/membership/myaccount/password_change', { password: 'Newpass1!', password_re: 'Newpass1!' }, token)).toMatchObject({ code: 403, message: 'myaccount.error.confirmRequired' });
    expect(await call('POST', '/membership/myaccount/email_change', { email: 'new@example.com' }, token)).toMatchObject({ code: 403 });
    expect(await call('POST', '/membership/myaccount/cancelmember', {}, token)).toMatchObject({ code: 403 });
    expect(await call('POST', '/membership/myaccount/confirmpassword', { password: 'Wrong1!x' }, token)).toMatchObject({ code: 400, errors: { password: 'myaccount.error.wrongPassword' } });
    const confirmed = await call('POST', '/membership/myaccount/confirmpassword', { password: PASSWORD }, token);
    expect(confirmed.code).toBe(200);
    // A re-authentication (ASVS 7.2.4): the same session answers to a new token, confirmed.
    expect(String(confirmed.token)).toMatch(/^[\w-]{43,}$/);
    expect(confirmed.token).not.toBe(token);
    expect((await call('GET', '/membership/myaccount/myprofile', {}, String(confirmed.token))).profile).toMatchObject({ confirmed_until: confirmed.confirmed_until });
    const until = new Date(String(confirmed.confirmed_until)).getTime();
    expect(until - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    // Eleven minutes later the gate is shut again.
    await connection.db.update(apiSessions).set({ confirmedAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(apiSessions.playerPk, fixture.otherPk));
    expect((await call('GET', '/membership/myaccount/myprofile', {}, token)).profile).toMatchObject({ confirmed_until: null });
    expect((await call('POST', '/membership/myaccount/cancelmember', {}, token)).code).toBe(403);
  });

  it('a password change ends every other session and keeps this one; the new password logs in', async () => {
    const other = await login('member', PASSWORD, 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36');
    const token = await login('member', PASSWORD, 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36');
    await call('POST', '/membership/myaccount/confirmpassword', { password: PASSWORD }, token);
    expect(await call('POST', '/membership/myaccount/password_change', { password: 'short', password_re: 'short' }, token)).toMatchObject({ code: 400 });
    const changed = await call('POST', '/membership/myaccount/password_change', { password: 'Changed1!pass', password_re: 'Changed1!pass' }, token);
    expect(changed.code).toBe(200);
    expect(changed.sessions_ended).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/membership/myaccount/sessions', {}, other)).code).toBe(401);
    expect((await call('GET', '/membership/myaccount/sessions', {}, token)).code).toBe(200);
    expect((await call('POST', '/login', { player_id: 'member', password: PASSWORD })).code).toBe(401);
    await login('member', 'Changed1!pass');
    await connection.db.update(players).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(players.playerPk, fixture.memberPk));
  });
});

describe('sessions', () => {
  it('lists the own sessions with the current one marked, ends one, and 404s for another member’s', async () => {
    const phone = await login('member', PASSWORD, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
    const token = await login('member', PASSWORD, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0');
    const otherToken = await login('other');
    const list = (await call('GET', '/membership/myaccount/sessions', {}, token)).sessions as { sessionno: number; current: boolean; useragent: string; ip: string }[];
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = list.find((s) => s.useragent?.includes('iPhone'));
    expect(phoneSession).toBeDefined();
    expect(phoneSession!.ip).toMatch(/^10\.9\./);
    const otherList = (await call('GET', '/membership/myaccount/sessions', {}, otherToken)).sessions as { sessionno: number }[];
    expect(otherList.map((s) => s.sessionno)).not.toContain(phoneSession!.sessionno);
    // Another member's session number is "not found", and that session stays open.
    expect(await call('POST', '/membership/myaccount/session_end', { sessionno: phoneSession!.sessionno }, otherToken)).toMatchObject({ code: 404, message: 'myaccount.error.sessionNotFound' });
    expect((await call('GET', '/membership/myaccount/myprofile', {}, phone)).code).toBe(200);
    expect((await call('POST', '/membership/myaccount/session_end', { sessionno: phoneSession!.sessionno }, token)).code).toBe(200);
    expect((await call('GET', '/membership/myaccount/myprofile', {}, phone)).code).toBe(401);
    expect((await call('POST', '/membership/myaccount/session_end', { sessionno: 0 }, token)).code).toBe(404);
    expect((await call('POST', '/membership/myaccount/session_end', { sessionno: 99999999 }, token)).code).toBe(404);
  });
});

describe('favourite venue', () => {
  it('says "same place", asks before resetting location points, then resets them', async () => {
    const token = await login('member');
    const before = await call('GET', '/membership/myaccount/favoritelocation', { lang: 'en' }, token);
    expect(before.favorite).toMatchObject({ shopno: fixture.shopno, shopname: 'Gangnam', location_points: 9 });
    expect(await call('POST', '/membership/myaccount/favoritelocation_change', { shopno: fixture.shopno }, token)).toMatchObject({ code: 409, message: 'myaccount.error.samePlace' });
    expect(await call('POST', '/membership/myaccount/favoritelocation_change', { shopno: fixture.otherShopno }, token)).toMatchObject({ code: 409, message: 'myaccount.error.resetNotConfirmed' });
    expect(await call('POST', '/membership/myaccount/favoritelocation_change', { shopno: 99999 }, token)).toMatchObject({ code: 404 });
    const changed = await call('POST', '/membership/myaccount/favoritelocation_change', { shopno: fixture.otherShopno, reset_points: 'y', player_pk: fixture.otherPk }, token);
    expect(changed).toMatchObject({ code: 200, shopno: fixture.otherShopno, points_reset: 9 });
    expect((await call('GET', '/membership/myaccount/favoritelocation', {}, token)).favorite).toMatchObject({ shopno: fixture.otherShopno, location_points: 0 });
    // Back to the first venue: the count starts again from now, the old points do not return.
    await call('POST', '/membership/myaccount/favoritelocation_change', { shopno: fixture.shopno }, token);
    expect((await call('GET', '/membership/myaccount/favoritelocation', {}, token)).favorite).toMatchObject({ shopno: fixture.shopno, location_points: 0 });
    const [theirs] = await connection.db.select().from(players).where(eq(players.playerPk, fixture.otherPk));
    expect(theirs.shopno).toBe(fixture.shopno);
  });
});

describe('e-mail change', () => {
  it('mails the new address; the address changes only when its link is followed', async () => {
    const token = await login('member');
    await call('POST', '/membership/myaccount/confirmpassword', { password: PASSWORD }, token);
    expect(await call('POST', '/membership/myaccount/email_change', { email: 'other@example.com' }, token)).toMatchObject({ code: 409, errors: { email: 'validation.email.taken' } });
    expect((await call('POST', '/membership/myaccount/email_change', { email: 'fresh@example.com', lang: 'ko' }, token)).code).toBe(200);
    expect((await call('GET', '/membership/myaccount/myprofile', {}, token)).profile).toMatchObject({ email: 'member@example.com', pending_email: 'fresh@example.com' });
    // Mails leave through a queue off the request path: wait for it, then for the SMTP server to have it.
    await mailQueueIdle(connection.db);
    const deadline = Date.now() + 20_000;
    let mail: string | undefined;
    while (!mail && Date.now() < deadline) {
      mail = mails.find((m) => m.to === 'fresh@example.com')?.text;
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const tokenMatch = /verify_email\?token=([A-Za-z0-9_-]+)&purpose=emailChange/.exec(mail ?? '');
    // Issue 26 item 5: the link names the action it is for, so its page does not speak of activating an account.
    expect(tokenMatch).not.toBeNull();
    expect(await call('POST', '/register/verifyemail_confirm', { token: tokenMatch![1] })).toMatchObject({ code: 200, purpose: 'emailChange' });
    expect((await call('GET', '/membership/myaccount/myprofile', {}, token)).profile).toMatchObject({ email: 'fresh@example.com', pending_email: null });
    expect((await call('POST', '/register/verifyemail_confirm', { token: tokenMatch![1] })).code).toBe(400);
  });
});

describe('withdrawal and restore', () => {
  it('withdraws at once, ends every session, refuses login, restores within the year', async () => {
    const second = await login('other');
    const token = await login('other');
    await call('POST', '/membership/myaccount/confirmpassword', { password: PASSWORD }, token);
    const withdrawn = await call('POST', '/membership/myaccount/cancelmember', {}, token);
    expect(withdrawn.code).toBe(200);
    expect(new Date(String(withdrawn.restorable_until)).getTime() - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect((await call('GET', '/membership/myaccount/myprofile', {}, token)).code).toBe(401);
    expect((await call('GET', '/membership/myaccount/myprofile', {}, second)).code).toBe(401);
    // The right password learns the account is withdrawn; a wrong one gets the usual answer.
    expect(await call('POST', '/login', { player_id: 'other', password: PASSWORD })).toMatchObject({ code: 403, message: 'auth.error.accountWithdrawn' });
    expect(await call('POST', '/login', { player_id: 'other', password: 'Wrong1!x' })).toMatchObject({ code: 401, message: 'auth.error.invalidCredentials' });
    // ID and e-mail stay reserved.
    expect((await call('POST', '/register/ajax_player_id_check', { player_id: 'other' })).code).toBe(409);
    expect((await call('POST', '/register/ajax_email_check', { email: 'other@example.com' })).code).toBe(409);
    expect((await call('POST', '/member/restore', { player_id: 'other', password: 'Wrong1!x' })).code).toBe(401);
    const restored = await call('POST', '/member/restore', { player_id: 'other', password: PASSWORD });
    expect(restored.code).toBe(200);
    const restoredToken = (restored.loginresult as { token: string }).token;
    expect((await call('GET', '/membership/myaccount/myprofile', {}, restoredToken)).code).toBe(200);
    expect((await call('POST', '/member/restore', { player_id: 'other', password: PASSWORD })).code).toBe(401);
  });

  it('a social-only member withdraws after confirming with the provider, and restores through a provider login', async () => {
    const claims = { id: 'google-social', email: 'social@example.com', name: 'Social', social_type: 'google' };
    const socialLogin = () => call('POST', '/social_login', { ...claims, ...signSocialClaims(claims) });
    const token = ((await socialLogin()).loginresult as { token: string }).token;
    expect((await call('POST', '/membership/myaccount/confirmsocial', { ...claims, ...signSocialClaims(claims) }, token)).code).toBe(200);
    expect((await call('POST', '/membership/myaccount/cancelmember', {}, token)).code).toBe(200);
    expect((await call('GET', '/membership/myaccount/myprofile', {}, token)).code).toBe(401);

    // The provider login proves who it is: it learns the account is withdrawn and gets a restore ticket.
    const refused = await socialLogin();
    expect(refused).toMatchObject({ code: 403, message: 'auth.error.accountWithdrawnSocial' });
    const ticket = refused.errors!.restore_ticket;
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    expect(new Date(refused.errors!.restorable_until).getTime() - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    // A newer login's ticket replaces it; a made-up one is refused.
    const newer = (await socialLogin()).errors!.restore_ticket;
    expect(await call('POST', '/member/restore_social', { restore_ticket: ticket })).toMatchObject({ code: 401, message: 'auth.error.restoreExpired' });
    expect((await call('POST', '/member/restore_social', { restore_ticket: 'made-up' })).code).toBe(401);
    expect((await call('POST', '/member/restore_social', {})).code).toBe(400);

    const restored = await call('POST', '/member/restore_social', { restore_ticket: newer });
    expect(restored.code).toBe(200);
    const restoredToken = (restored.loginresult as { token: string; player_pk: number }).token;
    expect((restored.loginresult as { player_pk: number }).player_pk).toBe(fixture.socialPk);
    expect((await call('GET', '/membership/myaccount/myprofile', {}, restoredToken)).code).toBe(200);
    // Once only; and the provider logs the active account in again as usual.
    expect((await call('POST', '/member/restore_social', { restore_ticket: newer })).code).toBe(401);
    expect((await socialLogin()).code).toBe(200);
  });

  it('a ticket runs out after ten minutes, and a provider login of an account past its year is closed', async () => {
    const claims = { id: 'google-social', email: 'social@example.com', name: 'Social', social_type: 'google' };
    await connection.db.update(players).set({ status: 'withdrawn', withdrawnAt: new Date() }).where(eq(players.playerPk, fixture.socialPk));
    const ticket = (await call('POST', '/social_login', { ...claims, ...signSocialClaims(claims) })).errors!.restore_ticket;
    const { emailTokens } = await import('@/lib/member-api/db/schema');
    await connection.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.purpose, 'restore'));
    expect((await call('POST', '/member/restore_social', { restore_ticket: ticket })).code).toBe(401);

    await connection.db.update(players).set({ withdrawnAt: new Date(Date.now() - 366 * 24 * 3600 * 1000) }).where(eq(players.playerPk, fixture.socialPk));
    expect(await call('POST', '/social_login', { ...claims, ...signSocialClaims(claims) })).toMatchObject({ code: 403, message: 'auth.error.accountClosed' });
    // A blocked account is closed too, and never offered a restore.
    await connection.db.update(players).set({ status: 'blocked', withdrawnAt: null }).where(eq(players.playerPk, fixture.socialPk));
    const blocked = await call('POST', '/social_login', { ...claims, ...signSocialClaims(claims) });
    expect(blocked).toMatchObject({ code: 403, message: 'auth.error.accountClosed' });
    expect(blocked.errors).toBeUndefined();
    await connection.db.update(players).set({ status: 'active' }).where(eq(players.playerPk, fixture.socialPk));
  });

  it('a year and a day later the account cannot be restored and logs in like an unknown ID', async () => {
    await connection.db
      .update(players)
      .set({ status: 'withdrawn', withdrawnAt: new Date(Date.now() - 366 * 24 * 3600 * 1000) })
      .where(eq(players.playerPk, fixture.otherPk));
    expect(await call('POST', '/login', { player_id: 'other', password: PASSWORD })).toMatchObject({ code: 401, message: 'auth.error.invalidCredentials' });
    expect((await call('POST', '/member/restore', { player_id: 'other', password: PASSWORD })).code).toBe(401);
  });
});
