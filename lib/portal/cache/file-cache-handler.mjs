// The cache handler of a single instance: Next's own file-system cache (memory, then .next/server),
// with cached pages stamped with their Content-Security-Policy (./script-hashes.mjs), and bounded:
// no free-text search stored, what it writes while serving deleted least recently used first past
// PAGE_CACHE_DISK_MB (./page-cache-bound.mjs). A shared cache (REDIS_URL) wraps its handler the same way.
import { fileSystemCacheClass } from '../../../server/next-internals.mjs';
import { withConfigFingerprint } from './config-fingerprint.mjs';
import { withBoundedStore } from './page-cache-bound.mjs';
import { withScriptHashes } from './script-hashes.mjs';

// Next's built-in handler, not a public export: ../../server/next-internals.mjs names it.
const FileSystemCache = fileSystemCacheClass();

// Entries made under another configuration (APP_URL, card payments…) are not served: ./config-fingerprint.mjs.
// The bound is innermost: it sees Next's own keys and files.
export default withScriptHashes(withConfigFingerprint(withBoundedStore(FileSystemCache)));
