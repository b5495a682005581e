import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { sessionCookieName } from '@/lib/portal/auth/cookie';
import { routing } from '@/lib/portal/i18n/routing';
import { isCachedPage } from '@/lib/portal/cache/cached-pages';
import { edgeMayStore, hasListSegment, listRewrite } from '@/lib/portal/cache/list-pages';
import { EDGE_NO_STORE_HEADER } from '@/lib/portal/cache/query-bounds.mjs';
import { contentSecurityPolicy, policyHosts } from '@/lib/shared/security/csp';
import { ADMIN_HEADERS, adminContentSecurityPolicy } from '@/lib/shared/security/admin-csp';

const handleI18nRouting = createMiddleware(routing);
/** The request header next-intl's middleware passes the locale in (its HEADER_LOCALE_NAME). */
const localeHeader = 'X-NEXT-INTL-LOCALE';

const localePrefix = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

const hosts = policyHosts(process.env);
const development = process.env.NODE_ENV !== 'production';

/**
 * Locale routing (next-intl), a nonce-based CSP for each page rendered per request (a cached page
 * brings its own, hash-based, from the cache: lib/portal/cache/script-hashes.mjs), and an optimistic membership check:
 * a visitor without a session cookie is sent to log in before MyZone renders. It is a convenience,
 * never the guard: the membership layout and every member handler verify the session again.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return admin(request);
  const locale = localePrefix.exec(pathname)?.[1];
  const path = locale ? pathname.slice(locale.length + 1) || '/' : pathname;

  if ((path === '/membership' || path.startsWith('/membership/')) && !request.cookies.has(sessionCookieName())) {
    const login = new URL(`${locale && locale !== routing.defaultLocale ? `/${locale}` : ''}/login`, request.url);
    login.searchParams.set('returnUrl', path + search);
    return NextResponse.redirect(login);
  }

  // A list's query becomes an internal path segment (lib/portal/cache/list-pages.ts): one cache entry per
  // canonical query. That segment is never a public address: asked for directly, it is not found.
  // (The catch-all page answers it, with the nonce policy of a page rendered per request.)
  const listPath = hasListSegment(path) ? '/~not-found' : listRewrite(path, request.nextUrl.searchParams);

  // A cached page is the same for everyone: no nonce can be in it. Its policy (the hashes of its
  // scripts) comes with it from the cache, and a second policy here would block them; nor does it
  // need the per-request headers below. In development nothing is cached, so every page keeps the nonce.
  if (!development && isCachedPage(path) && !hasListSegment(path)) {
    const response = route(request, locale, listPath);
    // Junk or a search in the query: the edge keeps no copy under that address (server/edge-cache.mjs).
    if (!edgeMayStore(path, request.nextUrl.searchParams)) response.headers.set(EDGE_NO_STORE_HEADER, '1');
    return response;
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({ nonce, development, ...hosts });
  const headers = new Headers(request.headers);
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  headers.set('content-security-policy', csp);
  headers.set('x-nonce', nonce);
  // The path asked for (without the locale prefix), so the membership layout can send a member whose
  // session has ended to log in and come back to it. Always overwritten: a client cannot choose it.
  headers.set('x-return-path', path + search);
  const response = route(new NextRequest(request.nextUrl, { headers }), locale, listPath);
  response.headers.set('content-security-policy', csp);
  return response;
}

/**
 * The operator console (issue 24): outside the portal's locale routing (its language is the second
 * segment, /admin/en or /admin/ko), with its own nonce policy and headers on every response. The
 * staff session is checked by the console's layout, actions and routes, not here.
 */
function admin(request: NextRequest): NextResponse {
  const segments = request.nextUrl.pathname.split('/');
  if (!routing.locales.includes(segments[2] as (typeof routing.locales)[number])) {
    const preferred = /^ko\b/i.test(request.headers.get('accept-language') ?? '') ? 'ko' : routing.defaultLocale;
    const response = NextResponse.redirect(new URL(`/admin/${preferred}`, request.url));
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
    return response;
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = adminContentSecurityPolicy({ nonce, development });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  headers.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * next-intl's routing (its redirects, the locale header), then, for a cached list, the rewrite to the
 * internal path of its canonical query instead of the page's own path.
 */
function route(request: NextRequest, prefix: string | undefined, listPath: string | undefined): NextResponse {
  const response = handleI18nRouting(request);
  if (!listPath || response.headers.has('location')) return response;
  const locale = prefix ?? routing.defaultLocale;
  const headers = new Headers(request.headers);
  headers.set(localeHeader, locale);
  const target = new URL(`/${locale}${listPath}`, request.url);
  target.search = request.nextUrl.search;
  return NextResponse.rewrite(target, { request: { headers } });
}

export const config = {
  // Everything but the member API, route handlers, Next's own files and static files (names with a dot).
  // Whole first segments only: a path that merely begins with one of these names (`/api%2Fsession`,
  // `/apix`) is no route of them, and without the proxy the locale page rendered it as a static 404
  // that Next cached (s-maxage) under every such path.
  matcher: ['/((?!(?:api|upstream|healthz|readyz|_next|_vercel|fonts|storage)(?:/|$)|venue/|.*\\..*).*)'],
};
