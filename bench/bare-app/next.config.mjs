// scripts/support/bare-app.mjs builds this app from a copy in the temporary folder that carries its own
// node_modules (hard links to the repository's), so the copy is its own Turbopack root: Next then reads
// no proxy or instrumentation file from the folders above it (see that module for why that broke the build).
const here = import.meta.dirname;

/** The bare page's build: Next's defaults, no telemetry. */
const nextConfig = { poweredByHeader: false, turbopack: { root: here }, outputFileTracingRoot: here };

export default nextConfig;
