import { signSocialClaims, verifySocialClaims, type SocialClaims } from './social-claims';

/** /social_login trusts the provider's claims only when the portal that ran the OAuth dance signed them. */
const claims: SocialClaims = { id: 'sub-123', email: 'golfer@example.com', name: 'Golf Er', social_type: 'google' };
const saved = { social: process.env.SOCIAL_LOGIN_SECRET, auth: process.env.NEXTAUTH_SECRET };

beforeEach(() => {
  process.env.SOCIAL_LOGIN_SECRET = 'shared-social-secret-0123456789abcdef';
  process.env.NEXTAUTH_SECRET = 'portal-auth-secret-0123456789abcdef';
});

afterAll(() => {
  for (const [name, value] of [
    ['SOCIAL_LOGIN_SECRET', saved.social],
    ['NEXTAUTH_SECRET', saved.auth],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('social-login signature', () => {
  it('verifies the claims it signed', () => {
    const { ts, signature } = signSocialClaims(claims);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifySocialClaims(claims, ts, signature)).toBe(true);
  });

  it('refuses any changed claim', () => {
    const { ts, signature } = signSocialClaims(claims);
    for (const changed of [
      { ...claims, id: 'sub-124' },
      { ...claims, email: 'other@example.com' },
      { ...claims, name: 'Someone Else' },
      { ...claims, social_type: 'apple' },
    ]) {
      expect(verifySocialClaims(changed, ts, signature)).toBe(false);
    }
    expect(verifySocialClaims(claims, ts + 1, signature)).toBe(false);
  });

  it('keeps fields apart, so moving text between claims does not keep the signature', () => {
    const a = { ...claims, email: 'a@example.com', name: 'b' };
    const b = { ...claims, email: 'a@example.com\nb', name: '' };
    const { ts, signature } = signSocialClaims(a);
    expect(verifySocialClaims(b, ts, signature)).toBe(false);
  });

  it('refuses signatures older or newer than five minutes', () => {
    const now = Date.UTC(2026, 0, 1);
    const fresh = signSocialClaims(claims, now - 5 * 60 * 1000);
    expect(verifySocialClaims(claims, fresh.ts, fresh.signature, now)).toBe(true);
    const old = signSocialClaims(claims, now - 5 * 60 * 1000 - 1);
    expect(verifySocialClaims(claims, old.ts, old.signature, now)).toBe(false);
    const future = signSocialClaims(claims, now + 5 * 60 * 1000 + 1);
    expect(verifySocialClaims(claims, future.ts, future.signature, now)).toBe(false);
    expect(verifySocialClaims(claims, Number.NaN, fresh.signature, now)).toBe(false);
  });

  it('refuses a signature made with another secret, and malformed ones', () => {
    const { ts, signature } = signSocialClaims(claims);
    expect(verifySocialClaims(claims, ts, '')).toBe(false);
    expect(verifySocialClaims(claims, ts, signature.slice(1))).toBe(false);
    expect(verifySocialClaims(claims, ts, `${signature}=`)).toBe(false);
    process.env.SOCIAL_LOGIN_SECRET = 'someone-elses-secret-0123456789abcdef';
    expect(verifySocialClaims(claims, ts, signature)).toBe(false);
  });

  it('uses the portal auth secret when no shared secret is configured', () => {
    delete process.env.SOCIAL_LOGIN_SECRET;
    const { ts, signature } = signSocialClaims(claims);
    expect(verifySocialClaims(claims, ts, signature)).toBe(true);
    process.env.NEXTAUTH_SECRET = 'a-different-portal-secret-0123456789';
    expect(verifySocialClaims(claims, ts, signature)).toBe(false);
  });
});
