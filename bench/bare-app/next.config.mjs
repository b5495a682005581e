import fs from 'node:fs';
import path from 'node:path';

// scripts/bench-pages.mjs builds this app from a copy outside the repository whose node_modules links
// to the repository's. Turbopack compiles nothing outside its root and resolves that link to its real
// path, so the root is the nearest folder holding both. Built inside the repository instead, Turbopack
// looks for proxy and instrumentation files up the folders, compiled the portal's proxy.ts and
// instrumentation.ts into the bare page and failed on the latter's ffmpeg.
const here = import.meta.dirname;
const modules = fs.realpathSync(path.join(here, 'node_modules'));
let root = here;
while (path.relative(root, modules).startsWith('..')) root = path.dirname(root);

/** The bare page's build: Next's defaults, no telemetry. */
const nextConfig = { poweredByHeader: false, turbopack: { root }, outputFileTracingRoot: root };

export default nextConfig;
