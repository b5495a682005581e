/**
 * Security requirement 12 (ASVS 3.3.1–3.3.4) for the staff cookie: on an https portal its name is
 * `__Host-` prefixed and its options are what that prefix demands (Secure, Path=/, no Domain), with
 * HttpOnly and SameSite=Strict; on a plain-http localhost the plain name and no Secure (the browser
 * would not keep it). The same attributes over HTTP: tests/security/console-session.spec.ts.
 */
jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

function guardWith(appUrl: string): typeof import('./guard') {
  const saved = process.env.APP_URL;
  process.env.APP_URL = appUrl;
  try {
    let loaded: typeof import('./guard') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./guard')>('./guard');
    });
    return loaded!;
  } finally {
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
  }
}

describe('the staff cookie', () => {
  it('ASVS 3.3.1 (req. 12): on https it is __Host-clubhouse_staff, Secure, HttpOnly, SameSite=Strict, Path=/, with no Domain and no lifetime', () => {
    const guard = guardWith('https://ops.example.com');
    expect(guard.staffCookieName()).toBe('__Host-clubhouse_staff');
    const options = guard.staffCookieOptions();
    expect(options).toEqual({ httpOnly: true, secure: true, sameSite: 'strict', path: '/' });
    expect(options).not.toHaveProperty('domain');
    expect(options).not.toHaveProperty('maxAge');
    expect(options).not.toHaveProperty('expires');
  });

  it('on a plain-http localhost it keeps the plain name and drops only Secure', () => {
    const guard = guardWith('http://localhost:3000');
    expect(guard.staffCookieName()).toBe('clubhouse_staff');
    expect(guard.staffCookieOptions()).toEqual({ httpOnly: true, secure: false, sameSite: 'strict', path: '/' });
  });
});
