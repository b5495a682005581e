'use client';

declare global {
  interface Window {
    __clubhouseBuild?: string;
  }
}

/**
 * NEXT_PUBLIC_BUILD_CANARY is inlined into the browser bundle at build time like every public
 * variable. The secrets e2e spec (tests/e2e/secrets.spec.ts) looks for its value in the build
 * output to prove that its scan of the bundle actually finds inlined values, before it asserts
 * the server secrets are absent. Unset (every normal build), the branch is removed by the minifier.
 */
const buildCanary = process.env.NEXT_PUBLIC_BUILD_CANARY;
if (buildCanary && typeof window !== 'undefined') window.__clubhouseBuild = buildCanary;

export {};
