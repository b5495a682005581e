export const NEXT_VERSION_TESTED: string;
export const NEXT_CACHE_HEADER: 'x-nextjs-cache';
export const NEXT_CACHE_TAGS_HEADER: 'x-next-cache-tags';
export const CACHE_KIND: Readonly<{ appPage: 'APP_PAGE'; appRoute: 'APP_ROUTE'; pages: 'PAGES'; fetch: 'FETCH' }>;
export function fileSystemCacheClass(): new (ctx: object) => unknown;
export function cacheInternalsOf(app: object): Promise<{
  useCacheHandlers: Array<{ updateTags?(tags: string[], durations: { expire?: number }): Promise<void> }>;
  incrementalCache: { revalidateTag(tags: string[], durations: { expire?: number }): Promise<void> };
}>;
