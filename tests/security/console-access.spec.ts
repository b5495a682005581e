import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * Security requirement 17 (ASVS 8.3.1) for the operator console (issue 24): every console page, in
 * both languages, sends a request without a staff session to the console's sign-in, also with the
 * tricks that got around Next.js middleware checks (CVE-2025-29927's x-middleware-subrequest, the RSC
 * and prefetch headers, `?_rsc=`) and with a cookie that only looks like a staff (or member) session.
 * The pages are read from the filesystem (every page.tsx under app/admin/[locale]/(console)), so a
 * new one cannot be missed. Requirements 25 and 26 on the same answers: the console's CSP and headers.
 */

const root = process.cwd();
const consoleDir = path.join(root, 'app', 'admin', '[locale]', '(console)');
const baseUrl = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name === 'page.tsx' ? [path.relative(consoleDir, full).split(path.sep).join('/')] : [];
  });
}

/** A console page's path after /admin/<locale>: route groups dropped, dynamic segments a sample id. */
const pathOf = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => (/^\[.*\]$/.test(segment) ? '1' : segment))
    .map((segment) => `/${segment}`)
    .join('');

const consolePages = walk(consoleDir).map(pathOf).sort();

interface Trick {
  name: string;
  headers?: Record<string, string>;
  path?: (p: string) => string;
}
const TRICKS: Trick[] = [
  { name: 'no extra header' },
  { name: 'x-middleware-subrequest ×5 (middleware)', headers: { 'x-middleware-subrequest': Array(5).fill('middleware').join(':') } },
  { name: 'x-middleware-subrequest ×5 (src/middleware)', headers: { 'x-middleware-subrequest': Array(5).fill('src/middleware').join(':') } },
  { name: 'x-middleware-subrequest ×5 (proxy)', headers: { 'x-middleware-subrequest': Array(5).fill('proxy').join(':') } },
  { name: 'RSC: 1', headers: { RSC: '1' } },
  { name: 'Next-Router-Prefetch', headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
  { name: 'Next-Router-Segment-Prefetch', headers: { RSC: '1', 'Next-Router-Segment-Prefetch': '/_tree' } },
  { name: '?_rsc=', path: (p) => `${p}?_rsc=bypass` },
  { name: 'a forged staff cookie', headers: { cookie: 'clubhouse_staff=forged; __Host-clubhouse_staff=forged' } },
  { name: 'a well-formed staff token nobody was given', headers: { cookie: `clubhouse_staff=${'A'.repeat(43)}; __Host-clubhouse_staff=${'A'.repeat(43)}` } },
  { name: 'a cookie that only looks like a member session', headers: { cookie: 'clubhouse_session=Fe26.2**forged**value' } },
  {
    name: 'all at once',
    headers: { cookie: 'clubhouse_staff=forged; __Host-clubhouse_staff=forged', 'x-middleware-subrequest': Array(5).fill('proxy').join(':'), RSC: '1' },
  },
];

/** One request, redirects not followed, except Next's own to the same path (an RSC request whose `_rsc` does not match its headers). */
async function send(request: APIRequestContext, url: string, headers: Record<string, string>) {
  let target = `${baseUrl.replace(/\/$/, '')}${url}`;
  for (let hop = 0; ; hop += 1) {
    const response = await request.fetch(target, { method: 'GET', headers, maxRedirects: 0, failOnStatusCode: false });
    const location = response.headers()['location'];
    if (hop >= 3 || response.status() < 300 || response.status() >= 400 || !location) return response;
    const next = new URL(location, target);
    if (next.pathname !== new URL(target).pathname) return response;
    target = next.toString();
  }
}

/** Sent to the console's sign-in (a redirect, or for an RSC request the redirect inside the flight), and nothing of the console's data. */
async function expectToSignIn(response: APIResponse, locale: string, what: string, prefetch = false) {
  const status = response.status();
  const signin = new RegExp(`/admin/${locale}/signin$`);
  if (status >= 300 && status < 400) {
    expect(new URL(response.headers()['location'] ?? '', baseUrl).pathname, what).toMatch(signin);
    return;
  }
  const body = await response.text();
  // The layout stopped before the console's header: its sign-out form (rendered only for a staff session) is not in the answer.
  expect(body, what).not.toContain(`/admin/${locale}/signout`);
  // A prefetch of a page rendered per request stops above its layouts (Next renders none of them for it):
  // nothing of the console, and nothing to redirect. Every other answer carries the layout's redirect.
  if (prefetch) return;
  expect(body, `${what}: answered ${status} without a redirect to sign in`).toMatch(new RegExp(`NEXT_REDIRECT;[a-z]+;/admin/${locale}/signin;`));
}

test.describe('ASVS 8.3.1 (req. 17): no console page without a staff session', () => {
  test('the list of console pages is read from the filesystem and covers every section', () => {
    for (const page of ['', '/tournaments', '/notices', '/inquiries', '/lessons', '/venues', '/security', '/payments', '/bookings', '/members', '/audit', '/staff']) {
      expect(consolePages, page || 'home').toContain(page);
    }
    expect(consolePages.length).toBeGreaterThanOrEqual(19);
  });

  test('ASVS 8.3.1 (req. 17): every console page, in both languages, sends a visitor to sign in, with every bypass trick', async ({ request }) => {
    test.setTimeout(300_000);
    for (const page of consolePages) {
      for (const locale of ['en', 'ko']) {
        for (const trick of TRICKS) {
          const url = (trick.path ?? ((p) => p))(`/admin/${locale}${page}`);
          const response = await send(request, url, trick.headers ?? {});
          await expectToSignIn(response, locale, `GET ${url} with ${trick.name}`, /prefetch/i.test(Object.keys(trick.headers ?? {}).join(' ')));
        }
      }
    }
  });

  test('ASVS 3.4.3 / 3.4.6 / 3.4.4 / 3.4.5 (req. 25 / 26): console answers carry a strict CSP, nosniff, a referrer policy, HSTS as the member side does, and no-store', async ({ request }) => {
    const member = (await request.get('/')).headers();
    for (const url of ['/admin/en/signin', '/admin/ko/signin', '/admin/en/members', '/admin']) {
      const response = await request.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      const what = `${url} (${response.status()})`;
      if (response.status() === 200) {
        const csp = headers['content-security-policy'] ?? '';
        expect(csp, what).toContain("default-src 'none'");
        expect(csp, what).toContain("object-src 'none'");
        expect(csp, what).toMatch(/base-uri '(none|self)'/);
        expect(csp, what).toContain("frame-ancestors 'none'");
        expect(csp, what).not.toContain('unsafe-eval');
        expect(csp.match(/script-src [^;]*/)?.[0], what).not.toContain("'unsafe-inline'");
      }
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      // One policy, not two joined by a comma (Next's global header beside the console's own).
      expect(headers['referrer-policy'], what).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      expect(headers['strict-transport-security'], `${what}: HSTS as on the member side`).toBe(member['strict-transport-security']);
      expect(headers['cache-control'], what).toBe('private, no-store');
    }
  });
});
