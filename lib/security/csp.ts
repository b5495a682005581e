/**
 * The Content-Security-Policy of every page (design.md §5): scripts only with this response's nonce
 * (and what they load, via 'strict-dynamic'), nothing framed, no plugins. `extra` widens it for
 * configured third parties (reCAPTCHA, the storage host).
 */
export interface CspOptions {
  nonce: string;
  development?: boolean;
  imageHosts?: string[];
  frameHosts?: string[];
  connectHosts?: string[];
}

export function contentSecurityPolicy({ nonce, development = false, imageHosts = [], frameHosts = [], connectHosts = [] }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's dev tooling evaluates code; production never does.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    // Next.js and React inline style attributes (e.g. next/image); no script can be injected through them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageHosts],
    'font-src': ["'self'"],
    'media-src': ["'self'", ...imageHosts],
    'connect-src': ["'self'", ...connectHosts],
    'frame-src': frameHosts.length ? frameHosts : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
