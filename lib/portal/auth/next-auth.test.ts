jest.mock('@/lib/upstream/client', () => ({
  callUpstream: async () => {
    const { UpstreamError } = await import('@/lib/upstream/errors');
    throw new UpstreamError({ code: 409, message: 'auth.error.socialEmailInUse' });
  },
}));
jest.mock('./session', () => ({ saveLogin: async () => undefined }));

import { authOptions, loginPath, socialLocale } from './next-auth';

/** A failed social login lands on the login page in the member's language (issue 4 review). */
const request = (url: string, cookies: Record<string, string> = {}) => ({
  nextUrl: new URL(url),
  cookies: { get: (name: string) => (name in cookies ? { value: cookies[name] } : undefined) },
});

type SignIn = NonNullable<NonNullable<ReturnType<typeof authOptions>['callbacks']>['signIn']>;
const signIn = (locale: 'en' | 'ko', provider: string) =>
  (authOptions(locale).callbacks!.signIn as SignIn)({
    account: { provider, providerAccountId: 'sub-1', type: 'oauth' },
    user: { id: 'sub-1', email: 'taken@example.com', name: 'Taken' },
    profile: undefined,
  } as Parameters<SignIn>[0]);

describe('social login locale', () => {
  it('reads the language from the callback URL, then next-auth’s callback cookie, then NEXT_LOCALE', () => {
    expect(socialLocale(request('http://localhost:3000/api/auth/signin/google?callbackUrl=%2Fko%2Fmembership'))).toBe('ko');
    expect(socialLocale(request('http://localhost:3000/api/auth/callback/google', { 'next-auth.callback-url': 'http://localhost:3000/ko' }))).toBe('ko');
    expect(socialLocale(request('http://localhost:3000/api/auth/callback/google', { '__Secure-next-auth.callback-url': '/korea-tour' }))).toBe('en');
    expect(socialLocale(request('http://localhost:3000/api/auth/callback/google', { NEXT_LOCALE: 'ko' }))).toBe('ko');
    expect(socialLocale(request('http://localhost:3000/api/auth/callback/google'))).toBe('en');
  });

  it('a refused login goes to /ko/login with the error for a Korean member, /login for an English one', async () => {
    await expect(signIn('ko', 'google')).resolves.toBe('/ko/login?error=socialEmailInUse');
    await expect(signIn('en', 'google')).resolves.toBe('/login?error=socialEmailInUse');
    await expect(signIn('ko', 'github')).resolves.toBe('/ko/login?error=socialFailed');
    expect(authOptions('ko').pages).toEqual({ signIn: '/ko/login', error: '/ko/login' });
    expect(loginPath('en')).toBe('/login');
  });
});

describe('social login callback checks', () => {
  it('ASVS 10.1.2 / 10.5.2 (req. 9): Google and Apple both check the state and PKCE at the callback', () => {
    const saved = { ...process.env };
    Object.assign(process.env, { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g-secret', APPLE_CLIENT_ID: 'a', APPLE_CLIENT_SECRET: 'a-secret' });
    try {
      const providers = authOptions('en').providers.map((provider) => provider as unknown as { id: string; checks?: string[]; options?: { checks?: string[] } });
      expect(providers.map((provider) => provider.id).sort()).toEqual(['apple', 'google']);
      for (const provider of providers) {
        // next-auth lets the options replace the provider's own checks when it builds the provider.
        const checks = provider.options?.checks ?? provider.checks ?? [];
        expect([provider.id, [...checks].sort()]).toEqual([provider.id, ['pkce', 'state']]);
      }
    } finally {
      process.env = saved;
    }
  });
});
