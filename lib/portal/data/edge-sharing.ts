import 'server-only';
import { EDGE_SHARED_LIFE_HEADER, EDGE_TAGS_HEADER } from '@/server/edge-cache.mjs';
import { edgeCacheListening } from '@/server/edge-purge.mjs';
import type { InputOf } from '@/lib/upstream/operations';
import { reads, type ReadOperation, type SharedReadName } from './reads';

/**
 * The private headers that let the server's edge cache (server/serve.mjs) keep a shared route's answer
 * (server/edge-cache.mjs SHARED_ROUTES) for its read's life and drop it when one of the read's tags
 * expires, as it keeps a cached page. The browser still gets `private, no-store` and asks on every
 * poll; the edge answers from memory until a change. None when no edge listens (`next start`,
 * `next dev`): the headers would only reach the client.
 */
export function edgeSharing<R extends SharedReadName>(name: R, input: InputOf<ReadOperation<R>>): Record<string, string> {
  if (!edgeCacheListening()) return {};
  const entry = reads[name] as unknown as { life: number; tags: (input: unknown) => string[] };
  return { [EDGE_SHARED_LIFE_HEADER]: String(entry.life), [EDGE_TAGS_HEADER]: entry.tags(input).join(',') };
}
