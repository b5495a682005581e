// The Content-Security-Policy of the portal's pages (design.md §5), in plain JavaScript because two
// kinds of code build it: proxy.ts (bundled by Next) for pages rendered per request, and the cache
// handler (lib/portal/cache/script-hashes.mjs, loaded by `next start` as is) for pages served from the cache.
// lib/shared/security/csp.ts gives it its types for the rest of the portal.
import { DEFAULT_MAP_STYLE_URL } from '../config/map-style.mjs';
import { ACCOUNT_HINT_SCRIPT_HASH } from './account-hint.mjs';

/**
 * The policy. Scripts run only if the page vouches for them, never `unsafe-inline` or (outside
 * development) `unsafe-eval`:
 * - a page rendered per request: this response's nonce, and what those scripts load ('strict-dynamic');
 * - a cached page, the same bytes for every visitor (a nonce there would be public and worthless): the
 *   SHA-256 of each of its inline scripts, and the portal's own script files ('self'). Same-origin
 *   URLs serve no other script: stored files and API answers go out with non-script types and nosniff.
 * The venue finder's map (MapLibre) fetches its style, tiles, glyphs and sprites from `mapHosts`
 * (connect-src; decoded images, so img-src too) and runs its worker from the portal's own origin
 * (app/vendor), hence `worker-src 'self'` rather than blob:.
 * A third party's script (Stripe.js) is named by its origin (`scriptHosts`): a cached page has no
 * 'strict-dynamic' to vouch for a script our own code loads.
 * @param {{ nonce?: string, scriptHashes?: string[], development?: boolean, imageHosts?: string[], frameHosts?: string[], connectHosts?: string[], mapHosts?: string[], scriptHosts?: string[] }} options
 */
export function contentSecurityPolicy({ nonce, scriptHashes, development = false, imageHosts = [], frameHosts = [], connectHosts = [], mapHosts = [], scriptHosts = [] }) {
  const scripts = nonce
    ? // The account hint (./account-hint.mjs) is in every page's <head>, the same bytes: its hash, not the nonce.
      ["'self'", `'nonce-${nonce}'`, `'${ACCOUNT_HINT_SCRIPT_HASH}'`, "'strict-dynamic'", ...scriptHosts]
    : ["'self'", ...(scriptHashes ?? []).map((hash) => `'${hash}'`), ...scriptHosts];
  const directives = {
    'default-src': ["'self'"],
    // React's dev tooling evaluates code; production never does.
    'script-src': [...scripts, ...(development ? ["'unsafe-eval'"] : [])],
    // Next.js and React inline style attributes (e.g. next/image); no script can be injected through them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageHosts, ...mapHosts],
    'font-src': ["'self'"],
    'media-src': ["'self'", ...imageHosts],
    'connect-src': ["'self'", ...connectHosts, ...mapHosts],
    'worker-src': ["'self'"],
    'frame-src': frameHosts.length ? frameHosts : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function optionalOrigin(value) {
  if (!value) return [];
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
}

/**
 * The third parties this deployment's configuration brings in (reCAPTCHA, a storage host), read from
 * the environment by both builders so the two policies never differ in anything but the scripts.
 * @param {Record<string, string | undefined>} env
 */
export function policyHosts(env = process.env) {
  const recaptcha = env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ? ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'] : [];
  const mapHosts = optionalOrigin(env.MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL);
  const stripe = stripeHosts(env);
  return {
    imageHosts: optionalOrigin(env.STORAGE_BASE_URL),
    frameHosts: [...recaptcha, ...stripe.frames],
    connectHosts: [...recaptcha, ...stripe.connect],
    mapHosts,
    scriptHosts: stripe.scripts,
  };
}

/**
 * Stripe.js and its card form's frames, with card payments on (lib/shared/config/env `stripe`): Stripe's own
 * origins (its documented CSP), or the stand-in's when NEXT_PUBLIC_STRIPE_JS_URL points elsewhere (tests).
 * @param {Record<string, string | undefined>} env
 */
function stripeHosts(env) {
  if (!env.STRIPE_SECRET_KEY || !env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) return { scripts: [], frames: [], connect: [] };
  const standIn = optionalOrigin(env.NEXT_PUBLIC_STRIPE_JS_URL);
  if (standIn.length) return { scripts: standIn, frames: standIn, connect: standIn };
  return {
    scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}
