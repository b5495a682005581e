/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import proxy from './proxy';
import { SESSION_COOKIE } from '@/lib/portal/auth/cookie';

/**
 * The proxy's MyZone check (issue 9 item 6): every /membership and /ko/membership path sends a
 * visitor without a session cookie to the login page of their language with the path asked for.
 * (A cookie only gets past the proxy: the MyZone layout and the member API verify it again.)
 */
const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} });

describe('proxy MyZone guard', () => {
  it.each([
    ['/membership', '/login', '/membership'],
    ['/membership/myaccount/myprofile', '/login', '/membership/myaccount/myprofile'],
    ['/membership/myaccount/favoritelocationinfo/12?x=1', '/login', '/membership/myaccount/favoritelocationinfo/12?x=1'],
    ['/ko/membership/myaccount/sessions', '/ko/login', '/membership/myaccount/sessions'],
    ['/ko/membership', '/ko/login', '/membership'],
  ])('a visitor asking for %s goes to %s with the return path', (path, login, returnUrl) => {
    const response = proxy(request(path));
    expect(response.status).toBe(307);
    const target = new URL(response.headers.get('location')!);
    expect(target.pathname).toBe(login);
    expect(target.searchParams.get('returnUrl')).toBe(returnUrl);
  });

  it.each(['/membership/myaccount/myprofile', '/ko/membership/mysummary'])('a request with a session cookie passes on to the pages (%s)', (path) => {
    const response = proxy(request(path, 'sealed'));
    expect(response.headers.get('location') ?? '').not.toMatch(/\/login/);
  });

  it.each(['/membershipx', '/support/notice', '/ko/tournament/tournamentschedule'])('other paths are not guarded (%s)', (path) => {
    expect(proxy(request(path)).headers.get('location') ?? '').not.toMatch(/\/login/);
  });
});
