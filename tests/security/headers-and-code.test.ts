import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { env } from '@/lib/shared/config/env';
import { appLink } from '@/lib/member-api/mail/send';
import { privateWhenSettingCookies, securityHeaders } from '@/server/edge-security.mjs';

/** Security requirements 6, 22 and 26 (tests/security). */
describe('Headers and code', () => {
  it('ASVS 3.4.1 / 3.4.4 / 3.4.5 / 14.3.2 (req. 26): a response that sets a cookie is private, no-store (never s-maxage); HSTS, nosniff and Referrer-Policy are sent', async () => {
    const server = http.createServer((req, res) => {
      privateWhenSettingCookies(res);
      if (req.url === '/login') {
        res.setHeader('set-cookie', 'clubhouse_session=sealed; HttpOnly');
        res.setHeader('cache-control', 'public, s-maxage=60');
      } else res.setHeader('cache-control', 'public, s-maxage=60');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/login`)).headers.get('cache-control')).toBe('private, no-store');
      expect((await fetch(`${base}/page`)).headers.get('cache-control')).toBe('public, s-maxage=60');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const production = securityHeaders(true);
    expect(production['strict-transport-security']).toMatch(/max-age=(\d{8,}); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(production['strict-transport-security'])![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(production['x-content-type-options']).toBe('nosniff');
    expect(production['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('ASVS 6.4.3 (req. 6): a mailed link is built on APP_URL, whatever Host or X-Forwarded-Host a request carried', () => {
    const link = appLink('/reset_password?token=abc', 'ko');
    expect(link.startsWith(`${env.appUrl}/`)).toBe(true);
    expect(link).not.toContain('evil.test');
  });

  it('ASVS 1.2.4 (req. 22): no sql.raw in the member API or the portal takes a value from a request', () => {
    // Every sql.raw outside tests, migrations and the seed generator must be on a constant; the list is reviewed by hand.
    const hits = execFileSync('git', ['grep', '-n', 'sql.raw(', '--', 'lib', 'app', 'components', ':!*.test.ts', ':!lib/member-api/db/seed'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
    for (const hit of hits) expect(hit).not.toMatch(/sql\.raw\([^)]*(input|query|params|body|search|request)/i);
  });
});
