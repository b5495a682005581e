import { contentSecurityPolicy, policyHosts } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and never eval in production', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc' });
    // The nonce, the hash of the account-hint head script (lib/shared/security/account-hint.mjs) and nothing else.
    expect(csp).toMatch(/script-src 'self' 'nonce-abc'( 'sha256-[A-Za-z0-9+/=]+')* 'strict-dynamic'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'none'");
  });

  it('widens only the directives asked for', () => {
    const csp = contentSecurityPolicy({
      nonce: 'n',
      development: true,
      imageHosts: ['https://cdn.example'],
      frameHosts: ['https://www.google.com'],
    });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example");
    expect(csp).toContain('frame-src https://www.google.com');
  });

  it("allows the map style's own origin, no wildcard, and the map worker from the portal only", () => {
    const byDefault = contentSecurityPolicy({ nonce: 'n', ...policyHosts({}) });
    expect(byDefault).toContain("connect-src 'self' https://tiles.openfreemap.org");
    expect(byDefault).toContain("worker-src 'self'");
    expect(byDefault).not.toMatch(/worker-src[^;]*blob:/);
    expect(byDefault).not.toContain('*');
    const configured = contentSecurityPolicy({ nonce: 'n', ...policyHosts({ MAP_STYLE_URL: 'https://maps.example.org/styles/dark.json' }) });
    expect(configured).toContain("connect-src 'self' https://maps.example.org");
    expect(configured).toContain("img-src 'self' data: blob: https://maps.example.org");
    expect(configured).not.toContain('openfreemap');
  });
});
