/** A cache entry's value as Next hands it to a cache handler (only what the stamp reads). */
export interface CacheValue {
  kind?: string;
  html?: unknown;
  headers?: Record<string, unknown>;
}

type HandlerClass = new (...args: never[]) => { get(...args: never[]): Promise<unknown>; set(...args: never[]): Promise<unknown> };

export function inlineScriptHashes(html: string): string[];
export function cachedPagePolicy(html: string, env?: Record<string, string | undefined>): string;
export function stampPolicy<T extends CacheValue | null | undefined>(value: T): T;
export function stampForEdge<T extends CacheValue | null | undefined>(value: T, renderedAt: number | undefined, listening?: boolean): T;
export function withScriptHashes<H extends HandlerClass>(Handler: H): H;
