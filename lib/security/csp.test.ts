import { contentSecurityPolicy } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and never eval in production', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc' });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
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
});
