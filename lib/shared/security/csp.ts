/**
 * The Content-Security-Policy of every page (design.md §5), built in csp-policy.mjs (plain JavaScript,
 * because the cache handler that stamps cached pages with their policy is loaded without a bundler):
 * a nonce for pages rendered per request, the hashes of the inline scripts for cached ones; never
 * `unsafe-inline` scripts, never `unsafe-eval` outside development; nothing framed, no plugins.
 */
export { contentSecurityPolicy, policyHosts, type CspOptions } from './csp-policy.mjs';
