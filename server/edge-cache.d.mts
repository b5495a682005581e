import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

export const EDGE_TAGS_HEADER: 'x-edge-cache-tags';
export const EDGE_RENDERED_AT_HEADER: 'x-edge-rendered-at';
export const EDGE_NO_STORE_HEADER: 'x-edge-no-store';
export const EDGE_SHARED_LIFE_HEADER: 'x-edge-shared-life';
export const INTERNAL_HEADERS: string[];
export const SHARED_ROUTES: Set<string>;

export type BypassReason = 'method' | 'target' | 'path' | 'authorization' | 'session' | 'range';
export type Encoding = 'identity' | 'gzip' | 'br';

export interface EdgeEntry {
  primary: string;
  headers: Record<string, string | string[]>;
  bodies: { identity: Buffer; gzip?: Buffer; br?: Buffer };
  tags: Set<string> | null;
  /** The member a member's page was rendered for (./member-pages.mjs); undefined for a shared page. */
  owner?: number;
  renderedAt: number;
  freshUntil: number;
  staleUntil: number;
  bytes: number;
}

export interface EdgeLookup {
  key: string;
  entry: EdgeEntry;
  state: 'fresh' | 'stale' | 'refresh';
}

export interface EdgeCache {
  readonly enabled: boolean;
  readonly maxBytes: number;
  /** The store's clock (epoch milliseconds). */
  now(): number;
  readonly bytes: number;
  readonly size: number;
  readonly epoch: number;
  readonly suspended: boolean;
  readonly stats: { hits: number; stale: number; misses: number; stored: number; evicted: number; purged: number };
  lookup(url: string, headers: IncomingHttpHeaders): EdgeLookup | undefined;
  forget(key: string): void;
  refreshDone(key: string): void;
  body(entry: EdgeEntry, acceptEncoding: string | undefined): { encoding: Encoding; body: Buffer };
  age(entry: EdgeEntry): number;
  admit(response: {
    url: string;
    requestHeaders: IncomingHttpHeaders;
    status: number;
    headers: OutgoingHttpHeaders;
    body: Buffer;
    startedEpoch: number;
    rule?: { sMaxAge: number; staleWhileRevalidate: number };
    tags?: Iterable<string>;
    owner?: number;
    adjust?: (headers: OutgoingHttpHeaders, identity: Buffer) => OutgoingHttpHeaders;
  }): Promise<EdgeEntry | undefined>;
  purgeTags(tags: string | string[]): void;
  purgeAll(): void;
  suspend(): void;
  resume(): void;
}

export function edgeCacheBytes(env?: Record<string, string | undefined>, variable?: 'EDGE_CACHE_MB' | 'EDGE_MEMBER_CACHE_MB'): number;
export function carriesSession(headers: IncomingHttpHeaders): boolean;
export function bypassReason(method: string, url: string | undefined, headers: IncomingHttpHeaders): BypassReason | null;
export function primaryKey(url: string): string;
export function varyNames(vary: string | string[] | number | undefined): string[];
export function variantKey(names: string[], headers: IncomingHttpHeaders): string;
export function cacheControlDirectives(value: string | undefined): Map<string, string>;
export function storableResponse(status: number, headers: OutgoingHttpHeaders): { sMaxAge: number; staleWhileRevalidate: number } | null;
export function chooseEncoding(acceptEncoding: string | undefined, available: Partial<Record<Encoding, unknown>>): Encoding;
export function replayedHeaders(headers: OutgoingHttpHeaders): Record<string, string | string[]>;
export function createEdgeCache(options: { maxBytes: number; now?: () => number }): EdgeCache;
