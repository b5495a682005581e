// The cache handler of a single instance: Next's own file-system cache (memory, then .next/server),
// with cached pages stamped with their Content-Security-Policy (./script-hashes.mjs). A shared cache
// (REDIS_URL) wraps its handler the same way.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withScriptHashes } from './script-hashes.mjs';

// Next's built-in handler, not a public export: pinned with next 16.4 in package.json.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default withScriptHashes(FileSystemCache);
