import { env } from '@/lib/shared/config/env';
import { setRequest } from '@/tests/support/next-headers';

// The member API is replaced: these tests are about what the account actions hand it (the caller's
// address and language) and what they answer. next/headers is the request scope only Next.js has
// (tests/support/next-headers stands in for it, cookies included, so sessions are real iron-session).
const calls: { name: string; input: Record<string, unknown>; options: { ip?: string; userAgent?: string } }[] = [];
let answer: (name: string) => unknown = () => ({});
jest.mock('@/lib/upstream/client', () => ({
  callUpstream: async (name: string, input: Record<string, unknown>, options: { ip?: string }) => {
    calls.push({ name, input, options });
    return answer(name);
  },
}));
jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

import { readSession } from '@/lib/portal/auth/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { findId } from './find_id_pwd/actions';
import { login } from './login/actions';
import { checkEmail } from './signup/actions';

const hops = env.trustedProxyHops;
beforeEach(() => {
  calls.length = 0;
  answer = () => ({});
  setRequest();
});
afterEach(() => {
  (env as { trustedProxyHops: number }).trustedProxyHops = hops;
});

describe('account actions: caller and origin', () => {
  it('behind one trusted proxy, key limits on the entry the proxy appended, not the one the client wrote', async () => {
    (env as { trustedProxyHops: number }).trustedProxyHops = 1;
    setRequest({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'user-agent': 'jest' });
    expect(await findId({ email: 'a@example.com', locale: 'ko' })).toEqual({ ok: true, data: null });
    expect(calls).toEqual([{ name: 'findId', input: { email: 'a@example.com', lang: 'ko' }, options: expect.objectContaining({ ip: '203.0.113.7', userAgent: 'jest' }) }]);
  });

  it('refuse a call from another site before calling the member API', async () => {
    setRequest({ origin: 'https://evil.example' });
    expect(await checkEmail({ email: 'a@example.com' })).toMatchObject({ ok: false, code: 403, message: 'api.origin' });
    expect(calls).toEqual([]);
  });

  it("put a duplicate check's refusal on its field, and keep a 429's wait", async () => {
    answer = () => {
      throw new UpstreamError({ code: 409, message: 'validation.email.taken', errors: { email: 'validation.email.taken' } });
    };
    expect(await checkEmail({ email: 'a@example.com' })).toEqual({ ok: false, code: 409, message: 'validation.email.taken', fieldErrors: { email: 'validation.email.taken' } });
    answer = () => {
      throw new UpstreamError({ code: 429, message: 'auth.error.tooManyRequests', errors: { retryAfter: '30' } });
    };
    expect(await login({ player_id: 'demo', password: 'x' })).toEqual({ ok: false, code: 429, message: 'auth.error.tooManyRequests', fieldErrors: {}, retryAfter: 30 });
  });

  it('log in: keep the session in the cookie, answer a safe return path and the profile notice', async () => {
    answer = () => ({
      loginresult: { token: 't0ken', nickname: 'Demo', player_pk: 7, is_initialize: 'y' },
      timezone: { timezone_name: 'Asia/Seoul', timezone_offset: '+09:00' },
    });
    expect(await login({ player_id: ' demo ', password: 'pw', returnUrl: '//evil.example/x' })).toEqual({ ok: true, data: { redirect: '/', needEditProfile: true } });
    expect(calls[0]).toMatchObject({ name: 'login', input: { player_id: 'demo', password: 'pw' } });
    expect(await readSession()).toMatchObject({ token: 't0ken', nickname: 'Demo', pk: 7 });
    expect(await login({ player_id: 'demo', password: 'pw', returnUrl: '/membership/mysummary?x=1' })).toMatchObject({ data: { redirect: '/membership/mysummary?x=1' } });
  });
});
