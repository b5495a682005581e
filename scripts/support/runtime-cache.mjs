import fs from 'node:fs';
import path from 'node:path';

/**
 * Drops what Next cached at run time, which outlives a server: its data cache (unstable_cache, in
 * <distDir>/cache/fetch-cache) and the pages it rendered after the build (ISR, in
 * <distDir>/server/route-cache). Both come from an earlier run's database and from the portal that
 * rendered them, so a server started on a new database begins from the build instead.
 */
export function dropRuntimeCaches(root, distDir) {
  for (const runtimeCache of [['cache', 'fetch-cache'], ['server', 'route-cache']]) {
    fs.rmSync(path.join(root, distDir, ...runtimeCache), { recursive: true, force: true });
  }
}
