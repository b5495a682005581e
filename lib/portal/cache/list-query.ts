import 'server-only';
import { notFound } from 'next/navigation';
import type { SearchParams } from '@/lib/portal/search-params';
import { decodeListSegment, type ListPageName } from './list-pages';

/**
 * A cached list page's query, from the internal segment proxy.ts rewrote its public query to
 * (lib/portal/cache/list-pages.ts). Any other spelling of the segment is no page: it would be one more cache
 * entry for a list that already has one.
 */
export async function listQuery(page: ListPageName, params: Promise<{ query: string }>): Promise<SearchParams> {
  const query = decodeListSegment(page, (await params).query);
  if (!query) notFound();
  return query;
}

/** No list is rendered at build time (the member API is not there then); each on its first request. */
export function noListsAtBuild(): never[] {
  return [];
}
