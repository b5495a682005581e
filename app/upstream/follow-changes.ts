import 'server-only';
import { onMemberApiChanges } from '@/lib/member-api/changes';
import { expireTagsOutsideRequest } from '@/server/expire-tags.mjs';
import { tagsForChange } from '@/lib/portal/cache/tags';

/**
 * Expires what shows a change the built-in member API made on nobody's call (a job, a venue's desk:
 * lib/member-api/changes.ts) as a member's own call expires what it changed: the cached reads and pages
 * here, the edge's copies (a member's MyZone included) and, with REDIS_URL, every instance's.
 * Called by instrumentation.ts; outside server/serve.mjs (`next start`) there is no way to expire tags
 * outside a request, and the data shows within its cache life.
 */
export function followMemberApiChanges(): void {
  onMemberApiChanges((changes) => {
    const tags = [...new Set(changes.flatMap(tagsForChange))];
    expireTagsOutsideRequest(tags).catch((error: unknown) => console.error('[cache] expiring what a job changed failed:', error instanceof Error ? error.message : error));
  });
}
