import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageCacheMemoryBytes } from './lib/portal/cache/page-cache-bound.mjs';

// Messages are compiled at build time (icu-minify), so browsers get a small formatter instead of the
// ICU parser (about 9 KiB gzip off every page with a translated island). Whatever reads the message
// files must treat a message as opaque (lib/shared/messages.ts: arrays are messages, not namespaces).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/portal/i18n/request.ts',
  experimental: { messages: { path: './messages', locales: 'infer', format: 'json', precompile: true } },
});

/** Headers every response carries (design.md §5). The nonce-based CSP is added per request in proxy.ts. */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // geolocation=(self): sign-up's and the venue finder's "nearest to me" ask for it on a click; no other origin may.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several builds (a developer's and a test run's) live side by side in one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every rendered page in JavaScript for an ETag, the largest single cost of a cache hit
  // on an 80 KB page (measured with --cpu-prof). Pages say how long they stay fresh (Cache-Control);
  // static files keep their ETags.
  generateEtags: false,
  reactStrictMode: true,
  // A profile picture may be 2 MB (lib/upstream/operations/avatar.ts); Next's default body limit of
  // a server action is 1 MB.
  // globalNotFound: an address no route matches gets app/global-not-found.tsx as a whole document, in
  // the server's HTML (the root layout is below app/[locale], so no not-found.tsx can compose one).
  experimental: { serverActions: { bodySizeLimit: '3mb' }, globalNotFound: true },
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  // The ffmpeg installer resolves its platform's binary package at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'nodemailer', 'ioredis', 'pino', '@ffmpeg-installer/ffmpeg'],
  // Next's own file cache, with each cached page stamped with its hash-based CSP (lib/portal/cache/script-hashes.mjs).
  cacheHandler: fileURLToPath(new URL('./lib/portal/cache/file-cache-handler.mjs', import.meta.url)),
  // Its memory, least recently used out first (PAGE_CACHE_MEMORY_MB, Next's 50 MB by default); its disk
  // is bounded by the handler (PAGE_CACHE_DISK_MB: lib/portal/cache/page-cache-bound.mjs).
  cacheMaxMemorySize: pageCacheMemoryBytes(),
  // Several instances share one cache through Redis (read when the server starts, so a build made
  // without REDIS_URL can still be started with it).
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./lib/portal/cache/shared-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
