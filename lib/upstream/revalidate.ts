import 'server-only';
import { revalidateTag } from 'next/cache';
import { tagsForChange } from '@/lib/portal/cache/tags';
import type { Envelope } from './operation';
import { operations, type OperationName } from './operations';

/**
 * Expires the cached pages and data that show what a successful call changed, whichever way the call
 * came in (a server action, a route handler, the member API over /upstream). Expired at once rather
 * than served stale once more: a member who posts a comment expects to see it on the next view.
 * With REDIS_URL the expiry reaches every instance through the shared cache handler.
 */
export function expireChanged(name: OperationName, input: Record<string, unknown>, body: Envelope<Record<string, unknown>>, caller?: number): void {
  for (const tag of changedTags(name, input, body, caller)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a Next.js request (a script, a unit test) there is no cache to expire.
      if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
    }
  }
}

/**
 * The cache tags of what a successful call changed (none for a read). `caller` is the calling member's
 * player number (CallOptions.member), for what the call changed of their own data.
 */
export function changedTags(name: OperationName, input: Record<string, unknown>, body: Envelope<Record<string, unknown>>, caller?: number): string[] {
  const operation = operations[name] as { changes?: (input: unknown, output: unknown, caller?: number) => readonly { kind: never; id: number }[] };
  const changes = operation.changes?.(input, body, caller);
  return changes?.length ? [...new Set(changes.flatMap(tagsForChange))] : [];
}
