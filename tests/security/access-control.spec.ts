import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { operations } from '@/lib/upstream/operations';

/**
 * Security requirement 17 (ASVS 8.3.1): every member page, Server Action and Route Handler answers a
 * request without a session with 401 or a redirect, also when the request carries the tricks that
 * got around Next.js middleware checks (CVE-2025-29927's x-middleware-subrequest, the RSC and
 * prefetch headers, `?_rsc=`, encoded paths) or a cookie that only looks like a session (which the
 * proxy's optimistic check lets through: the page, action or handler itself must refuse it).
 *
 * What is tested is read from the filesystem and the build, so a new one cannot be missed:
 * - member pages: every page.tsx under app/[locale]/(site)/membership;
 * - Server Actions: every action of the build (.next/server/server-reference-manifest.json) not in
 *   PUBLIC_ACTIONS below;
 * - Route Handlers: every app/**\/route.ts must be listed in ROUTE_HANDLERS (member or public, with
 *   the reason), and every member-API call with auth 'required' is called over /upstream.
 * Runs against the production build (Playwright's web server), in the "security" project.
 */

const root = process.cwd();
const baseUrl = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const appDir = path.join(root, 'app');
const SAMPLE_ID = '1';

function walk(dir: string, name: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, name);
    return entry.name === name ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** The URL of a file-system route: route groups dropped, dynamic segments filled with a sample id. */
function urlOf(file: string): string {
  const segments = file
    .replace(/^app\/\[locale\]/, '')
    .replace(/^app/, '')
    .split('/')
    .slice(0, -1)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => (/^\[.*\]$/.test(segment) ? SAMPLE_ID : segment));
  return `/${segments.join('/')}`;
}

const memberPages = walk(path.join(appDir, '[locale]', '(site)', 'membership'), 'page.tsx').map(urlOf);

/**
 * Route handlers by file. 'member': answers a visitor 401 (or a redirect to log in). 'visitor':
 * designed for visitors too; what it answers one is checked to carry no member's data. 'public':
 * not about a member at all (the reason says why), or guarded by something else than a session.
 */
type HandlerRule =
  | { kind: 'member'; probe: string; method: 'GET' | 'POST' }
  | { kind: 'visitor'; probe: string; method: 'GET' | 'POST'; answer: Record<string, unknown> }
  | { kind: 'public'; why: string };
const ROUTE_HANDLERS: Record<string, HandlerRule> = {
  'app/api/session/route.ts': { kind: 'visitor', method: 'GET', probe: '/api/session', answer: { ok: true, data: { loggedIn: false } } },
  // The islands of the cached schedule and leaderboard: a visitor has no entries and no row.
  'app/api/read/[name]/route.ts': { kind: 'member', method: 'GET', probe: '/api/read/myScheduleEntries?pagesize=100' },
  'app/api/tournaments/[id]/entry/route.ts': { kind: 'visitor', method: 'GET', probe: `/api/tournaments/${SAMPLE_ID}/entry`, answer: { ok: true, data: { loggedIn: false } } },
  'app/api/logout/route.ts': { kind: 'public', why: 'logging out without a session only clears cookies and redirects home (requirement 31 tests it)' },
  'app/api/account/end-session/route.ts': { kind: 'public', why: 'clears a dead session cookie and redirects to /login; a live one is kept' },
  'app/api/account/lists/route.ts': { kind: 'public', why: 'the sign-up form’s country, state and venue lists' },
  'app/api/auth/[...nextauth]/route.ts': { kind: 'public', why: 'next-auth’s OAuth dance, which is how a visitor logs in (requirement 9)' },
  'app/api/live/[kind]/[id]/route.ts': { kind: 'public', why: 'live rankings of public tournaments and mini-games' },
  'app/api/payments/stripe/webhook/route.ts': { kind: 'public', why: 'Stripe’s events, guarded by their signature (payments tests)' },
  'app/api/playerinfo/route.ts': { kind: 'public', why: 'the public member-info popup of rankings (spec §8): public profile fields only' },
  'app/api/support/resources/[id]/download/route.ts': { kind: 'public', why: 'public downloads of the support section' },
  'app/api/tournament/[id]/scorecard/route.ts': { kind: 'public', why: 'an entrant’s scorecard on the public ranking' },
  'app/api/views/[kind]/[id]/route.ts': { kind: 'public', why: 'the view counter of public notices and lessons' },
  'app/flags/[file]/route.ts': { kind: 'public', why: 'country flag images' },
  'app/healthz/route.ts': { kind: 'public', why: 'liveness probe' },
  'app/readyz/route.ts': { kind: 'public', why: 'readiness probe' },
  'app/readyz/db/route.ts': { kind: 'public', why: 'database probe for alerts' },
  'app/sitemap.xml/route.ts': { kind: 'public', why: 'the sitemap index' },
  'app/storage/[...path]/route.ts': { kind: 'public', why: 'stored public files (posters, videos, resources)' },
  'app/upstream/[...path]/route.ts': { kind: 'public', why: 'the member API over HTTP: each call with auth "required" is tested below' },
  'app/vendor/maplibre-gl-worker.mjs/route.ts': { kind: 'public', why: 'the map library’s worker script' },
  'app/venue/rounds/route.ts': { kind: 'public', why: 'the venues’ bays, guarded by HMAC signatures (requirement 20)' },
  'app/venue/bookings/route.ts': { kind: 'public', why: 'a venue desk’s day of bookings, guarded by the venue’s HMAC signature like its rounds' },
  'app/venue/bookings/mark/route.ts': { kind: 'public', why: 'a venue desk’s check-in and no-show marks, guarded by the venue’s HMAC signature' },
  'app/api/booking/availability/route.ts': { kind: 'public', why: 'a venue day’s free and taken slots, the same for everyone (no member’s data)' },
  'app/admin/[locale]/(console)/audit/export/route.ts': { kind: 'public', why: 'the console’s CSV export: a staff session or 401 (tests/e2e/console.spec.ts), never a member’s' },
  'app/admin/[locale]/signout/route.ts': { kind: 'public', why: 'the console’s sign-out: without a staff session it only clears cookies and redirects to sign-in (tests/security/console-session.spec.ts)' },
  'app/admin/[locale]/(console)/members/[pk]/export/route.ts': { kind: 'public', why: 'the console’s personal-data export: a staff session and a fresh passkey or 401 (console.spec)' },
};

/** Server Actions a visitor must be able to call (logging in, signing up, asking a question). */
const PUBLIC_ACTIONS = new Set([
  'findId',
  'findPassword',
  'login',
  // The proof a login must bring after failed attempts on its ID or address (issue 25): asked before any session exists.
  'loginProof',
  'restore',
  // A provider login's restore offer (issue 9): no session exists until the member confirms it.
  'restoreSocial',
  'dismissRestore',
  'resetPassword',
  'register',
  'checkPlayerId',
  'checkNickname',
  'checkEmail',
  'newCaptcha',
  'confirmEmailAction',
  'resendVerification',
  'sendInquiry',
]);

/**
 * The operator console's actions (app/admin) answer anyone without a staff session with their own 401
 * (lib/portal/staff/action.ts), a member's session included; its sign-in (passkey, or e-mail and code, with the
 * proof-of-work challenge a spent guessing budget asks for) and enrolment ceremonies are how staff
 * get a session (a passkey, or the one-use enrolment token, is the proof).
 */
const CONSOLE_CEREMONIES = new Set(['beginSignIn', 'finishSignIn', 'signInWithCodeAction', 'codeSignInProof', 'checkEnrolment', 'beginEnrolment', 'finishEnrolment']);
const isConsoleAction = (action: { file: string }) => /(^|\/)app\/admin\//.test(action.file);

/** The tricks of requirement 17, as extra headers and path or query changes. */
interface Trick {
  name: string;
  headers?: Record<string, string>;
  path?: (path: string) => string;
  /**
   * An encoded path may name no route at all: an error status is then no way in either. (An encoded
   * slash is a 404 at the edge; encoded-paths.spec.ts checks those look-alikes one by one.)
   */
  notFoundIsRefusal?: boolean;
}
const TRICKS: Trick[] = [
  { name: 'no extra header' },
  { name: 'x-middleware-subrequest ×5 (middleware)', headers: { 'x-middleware-subrequest': Array(5).fill('middleware').join(':') } },
  { name: 'x-middleware-subrequest ×5 (src/middleware)', headers: { 'x-middleware-subrequest': Array(5).fill('src/middleware').join(':') } },
  { name: 'x-middleware-subrequest ×5 (proxy)', headers: { 'x-middleware-subrequest': Array(5).fill('proxy').join(':') } },
  { name: 'RSC: 1', headers: { RSC: '1' } },
  { name: 'Next-Router-Prefetch', headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
  { name: 'Next-Router-Segment-Prefetch', headers: { RSC: '1', 'Next-Router-Segment-Prefetch': '/_tree' } },
  { name: '?_rsc=', path: (p) => `${p}${p.includes('?') ? '&' : '?'}_rsc=bypass` },
  { name: 'a cookie that only looks like a session', headers: { cookie: 'clubhouse_session=Fe26.2**forged**value' } },
  { name: 'percent-encoded first letter', path: (p) => p.replace(/^\/(ko\/)?([a-z])/, (_m, ko: string | undefined, c: string) => `/${ko ?? ''}%${c.charCodeAt(0).toString(16).toUpperCase()}`), notFoundIsRefusal: true },
  { name: 'encoded slash', path: (p) => p.replace(/(.)\/([^/]+)$/, '$1%2F$2'), notFoundIsRefusal: true },
  { name: 'double slash', path: (p) => p.replace(/^\//, '//'), notFoundIsRefusal: true },
];

const isRedirect = (status: number) => status >= 300 && status < 400;

/** A redirect that leads to the login page (or the locale's), never into the member area. */
function toLogin(response: APIResponse): boolean {
  const location = response.headers()['location'] ?? '';
  return /\/login(\?|$)/.test(new URL(location, 'http://portal.invalid').pathname + (location.includes('?') ? '?' : ''));
}

/** A path as a server reads it: percent-decoded, repeated slashes as one. */
const normalised = (pathname: string) => decodeURIComponent(pathname).replace(/\/{2,}/g, '/');

/**
 * One request, redirects not followed, except Next's own that lead to the same resource: a path it
 * normalises (a double slash, an encoded letter: 308 to the plain path), or an RSC request whose
 * `_rsc` does not match its headers (307 to the same path with a fresh `_rsc`). Those say nothing
 * yet, so they are followed, with the same headers, to the real answer.
 */
async function send(request: APIRequestContext, method: 'GET' | 'POST', url: string, headers: Record<string, string>, data?: string) {
  // Joined as text: a path starting with '//' (one of the tricks) must not read as another host.
  let target = `${baseUrl.replace(/\/$/, '')}${url}`;
  for (let hop = 0; ; hop += 1) {
    const response = await request.fetch(target, { method, headers, data, maxRedirects: 0, failOnStatusCode: false });
    const location = response.headers()['location'];
    if (hop >= 3 || !isRedirect(response.status()) || !location) return response;
    const nextPath = location.startsWith('/') ? location : new URL(location).pathname + new URL(location).search;
    const herePath = target.slice(baseUrl.replace(/\/$/, '').length);
    if (normalised(nextPath.split('?')[0]) !== normalised(herePath.split('?')[0])) return response;
    target = `${baseUrl.replace(/\/$/, '')}${nextPath}`;
  }
}

/** Refused, as requirement 17 means it: 401, a redirect to log in, or (for an RSC request) the redirect inside the payload. */
async function expectRefused(response: APIResponse, trick: Trick, what: string) {
  const status = response.status();
  if (trick.notFoundIsRefusal && status >= 400) return;
  if (status === 401) return;
  if (isRedirect(status)) {
    expect(toLogin(response), `${what} with ${trick.name}: redirected to ${response.headers()['location']}`).toBe(true);
    return;
  }
  const body = await response.text();
  // An RSC request learns of a redirect inside the flight payload (the router follows it); the
  // digest names the login page.
  const rscRedirect = /NEXT_REDIRECT;[a-z]+;[^;"]*\/login/.test(body);
  expect(rscRedirect, `${what} with ${trick.name}: answered ${status} without a redirect to log in`).toBe(true);
}

test.describe('ASVS 8.3.1 (req. 17): nothing of a member without a session', () => {
  test('the lists read from the filesystem are complete: every route handler is classified', () => {
    const handlers = walk(appDir, 'route.ts').sort();
    expect(handlers.filter((file) => !(file in ROUTE_HANDLERS)), 'route handlers not classified in ROUTE_HANDLERS').toEqual([]);
    expect(Object.keys(ROUTE_HANDLERS).filter((file) => !handlers.includes(file)), 'classified handlers that no longer exist').toEqual([]);
    expect(memberPages.length).toBeGreaterThan(15);
    expect(memberPages).toContain('/membership/myaccount');
  });

  test('ASVS 8.3.1 (req. 17): every member page answers a redirect to log in (or 401), with every bypass trick', async ({ request }) => {
    test.setTimeout(240_000);
    for (const page of memberPages) {
      for (const locale of ['', '/ko']) {
        for (const trick of locale ? TRICKS.slice(0, 2) : TRICKS) {
          const url = (trick.path ?? ((p) => p))(`${locale}${page}`);
          const response = await send(request, 'GET', url, trick.headers ?? {});
          await expectRefused(response, trick, `GET ${url}`);
        }
      }
    }
  });

  test('ASVS 8.3.1 (req. 17): every Server Action a visitor may not call answers 401, with every bypass trick', async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const manifestFile = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }>;
    };
    const actions = Object.entries(manifest.node).map(([id, entry]) => ({ id, name: entry.exportedName ?? '', file: entry.filename ?? '', pages: Object.keys(entry.workers) }));
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.every((action) => action.name), 'the build names each action (exportedName)').toBe(true);
    // Every action of every actions.ts in the source is in the build: none is missed by reading the manifest.
    const declared = walk(appDir, 'actions.ts').flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^export (?:const|async function) (\w+)/gm)].map((match) => match[1]),
    );
    expect(declared.filter((name) => !actions.some((action) => action.name === name)), 'actions declared but not in the build').toEqual([]);

    const guarded = actions.filter((action) => (isConsoleAction(action) ? !CONSOLE_CEREMONIES.has(action.name) : !PUBLIC_ACTIONS.has(action.name)));
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    for (const action of guarded) {
      // Posted to a page whose bundle holds the action, as the browser does.
      const page = action.pages.find((worker) => worker.endsWith('/page')) ?? action.pages[0];
      // The console's language is a segment of its own (/admin/en/…): a sample id there only redirects.
      const pageUrl = urlOf(`${page.replace(/\/page$/, '')}/page.tsx`).replace(/^\/admin\/[^/]+/, '/admin/en');
      for (const trick of TRICKS.filter((t) => !t.notFoundIsRefusal)) {
        const url = (trick.path ?? ((p) => p))(pageUrl);
        const headers = { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: baseURL!.replace(/\/$/, ''), ...trick.headers };
        const response = await send(request, 'POST', url, headers, JSON.stringify([{ locale: 'en' }]));
        const status = response.status();
        const what = `action ${action.name} (${action.file}) via ${url} with ${trick.name}`;
        if (status === 401 || (isRedirect(status) && toLogin(response))) continue;
        expect(status, what).toBe(200);
        const body = await response.text();
        // With the RSC header Next answers the page's flight and never runs the action: no action
        // result row ("a") at all. Otherwise the action's own answer: refused as "log in first".
        if (trick.headers?.RSC && !body.includes('"a":"$@')) continue;
        expect(body, what).toMatch(/"code":401/);
        if (!isConsoleAction(action)) expect(body, what).toContain('api.loginRequired');
      }
    }
  });

  test('ASVS 8.3.1 (req. 17): every session-aware route handler answers a visitor as a visitor (nothing of a member), with every bypass trick', async ({ request }) => {
    for (const [file, rule] of Object.entries(ROUTE_HANDLERS)) {
      if (rule.kind === 'public') continue;
      for (const trick of TRICKS) {
        const url = (trick.path ?? ((p) => p))(rule.probe);
        const response = await send(request, rule.method, url, trick.headers ?? {});
        const what = `${rule.method} ${url} (${file}) with ${trick.name}`;
        if (rule.kind === 'member') {
          if (trick.notFoundIsRefusal && response.status() >= 400) continue;
          expect(response.status(), what).toBe(401);
        } else if (response.status() < 400 || !trick.notFoundIsRefusal) {
          expect(response.status(), what).toBe(200);
          expect(await response.json(), what).toMatchObject(rule.answer as Record<string, unknown>);
        }
      }
    }
  });

  test('ASVS 8.3.1 (req. 17): every member-API call that needs a member answers 401 over /upstream, with every bypass trick', async ({ request }) => {
    test.setTimeout(240_000);
    const required = Object.entries(operations).filter(([, operation]) => operation.auth === 'required');
    expect(required.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const [name, operation] of required) {
      const filled = operation.path.replace(/\{(\w+)\}/g, SAMPLE_ID);
      for (const trick of TRICKS.filter((t) => !t.notFoundIsRefusal)) {
        const url = (trick.path ?? ((p) => p))(`/upstream${filled}`);
        const headers = { ...trick.headers, ...(operation.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) };
        const response = await send(request, operation.method, url, headers, operation.method === 'POST' ? 'lang=en' : undefined);
        // The spec's wire format answers with `code` in the body; the HTTP status follows it.
        const text = await response.text();
        if (response.status() !== 401 || !text.includes('"code":401')) wrong.push(`${name}: ${operation.method} ${url} with ${trick.name}: ${response.status()} ${text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
