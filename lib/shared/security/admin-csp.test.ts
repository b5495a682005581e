import { ADMIN_HEADERS, adminContentSecurityPolicy } from './admin-csp';

/** Security requirement 25 (ASVS 3.4.3 / 3.4.6) for the operator console's own policy; 26's cache and referrer rules. */
describe('adminContentSecurityPolicy', () => {
  it("refuses everything not named: plugins, <base>, eval and inline scripts in production; scripts only with the nonce", () => {
    const csp = adminContentSecurityPolicy({ nonce: 'abc' });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it("allows eval only in development (React's dev tools), and nothing else changes", () => {
    const development = adminContentSecurityPolicy({ nonce: 'abc', development: true });
    expect(development).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'");
    expect(development.replace(" 'unsafe-eval'", '')).toBe(adminContentSecurityPolicy({ nonce: 'abc' }));
  });

  it('every console answer is private, no-store, unindexed, and sends no referrer to other sites', () => {
    expect(ADMIN_HEADERS['cache-control']).toBe('private, no-store');
    expect(ADMIN_HEADERS['referrer-policy']).toBe('same-origin');
    expect(ADMIN_HEADERS['x-robots-tag']).toContain('noindex');
  });
});
