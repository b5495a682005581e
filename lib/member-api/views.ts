import 'server-only';
import { rateLimit } from '@/lib/shared/rate-limit';

/** One view per caller address and item in this window: a reload or a second tab is not a new reader. */
export const VIEW_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether this call is the first view of `kind` #`id` from this address in the window. The portal's
 * beacon already sends one call per visitor and item; this holds when a script replays it. The
 * counters are the rate limiter's (Redis when configured, so it holds across instances). A call
 * without an address (an in-process caller that knows none) is counted.
 */
export async function firstViewFrom(kind: 'lesson' | 'notice', id: number, ip: string | undefined): Promise<boolean> {
  if (!ip) return true;
  return (await rateLimit(`view-${kind}`, `${id}:${ip}`, 1, VIEW_WINDOW_MS)).ok;
}
