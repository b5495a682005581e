/**
 * The operator console's own Content-Security-Policy (issue 24), stricter than the portal's: the
 * console loads nothing from a third party (no maps, no captcha, no Stripe), so everything not named
 * is refused ('default-src none'); scripts only with this response's nonce (every console page is
 * rendered per request, never cached); forms post only to the portal; nothing frames it.
 */
export function adminContentSecurityPolicy({ nonce, development = false }: { nonce: string; development?: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    // React and Next set style attributes; no script can be injected through them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers of every console response: never indexed, never stored by a browser or a shared cache. */
export const ADMIN_HEADERS = {
  'x-robots-tag': 'noindex, nofollow, noarchive',
  'cache-control': 'private, no-store',
  'referrer-policy': 'same-origin',
} as const;
