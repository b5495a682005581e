import type { AnyObject, ObjectSchema, Schema } from 'yup';
import { GRID_PAGE_SIZES, PAGE_SIZES } from '@/lib/shared/domain/enums';
import { defaultPageSize, readQuery, type SearchParams } from '@/lib/portal/search-params';
import { operations, type OperationName } from '@/lib/upstream/operations';
import { queryHasFreeText } from './query-bounds.mjs';

/**
 * The public lists served from Next's cache (ISR) although their URLs carry a query. A page cannot be
 * cached by its query string, so proxy.ts reads the query with the list's own operation schema
 * (readQuery, leniently), keeps only what differs from the defaults, in a stable order, and rewrites
 * the request to an internal path segment holding that canonical query: each distinct list is one
 * cache entry, and junk parameters, bad values and defaults written out make no new one. The public
 * URL is unchanged (the browser, links, canonical tags and the language switch keep the query).
 */
interface ListPage {
  /** The public path, without the locale prefix; a group captures what the path itself carries. */
  pattern: RegExp;
  /** The operation whose input schema reads the query (one source of truth with the member API). */
  operation: OperationName;
  pageSizes: readonly number[];
  /** Inputs the path or the locale fills, never the query. */
  fromPath: readonly string[];
  /**
   * Fields whose presence with an empty value means something to the page (the schedule's search
   * submitted with nothing in it says "Please enter your search term"), kept as `name=`.
   */
  keepEmpty?: readonly string[];
  /** The path the page lives at inside the app, before the query segment. */
  internalPath?: (match: RegExpExecArray) => string;
}

export const listPages = {
  tournamentSchedule: { pattern: /^\/tournament\/tournamentschedule$/, operation: 'tournamentList', pageSizes: PAGE_SIZES, fromPath: ['lang'], keepEmpty: ['searchname'] },
  tournamentRanking: {
    pattern: /^\/tournament\/tournamentscheduleview\/([^/]+)\/ranking$/,
    operation: 'tournamentRanking',
    pageSizes: PAGE_SIZES,
    fromPath: ['lang', 'tournamentno'],
  },
  // Spec §2: one or more segments after the base; the first names the event, the rest are ignored,
  // so they make no cache entries of their own.
  minigameRanking: {
    pattern: /^\/event\/minigameranking\/([^/]+)(?:\/[^/]*)*$/,
    operation: 'minigameRanking',
    pageSizes: PAGE_SIZES,
    fromPath: ['lang', 'eventno'],
    internalPath: (match) => `/event/minigameranking/${match[1]}`,
  },
  playerTournaments: {
    pattern: /^\/tournament\/tournamentmember\/([^/]+)$/,
    operation: 'tournamentMember',
    pageSizes: PAGE_SIZES,
    fromPath: ['lang', 'playerno'],
  },
  minigameList: { pattern: /^\/event\/minigame$/, operation: 'minigameList', pageSizes: PAGE_SIZES, fromPath: ['lang'] },
  minigameWinners: { pattern: /^\/event\/winaminigame$/, operation: 'winMinigameList', pageSizes: PAGE_SIZES, fromPath: ['lang'] },
  lessonList: { pattern: /^\/event\/netizenlesson\/swinglist$/, operation: 'lessonList', pageSizes: GRID_PAGE_SIZES, fromPath: ['lang'], keepEmpty: ['searchname'] },
  storeList: { pattern: /^\/findlocation\/stores$/, operation: 'storeList', pageSizes: PAGE_SIZES, fromPath: ['lang'] },
  courseList: { pattern: /^\/golfcourse\/courselist$/, operation: 'courseList', pageSizes: GRID_PAGE_SIZES, fromPath: ['lang'] },
  noticeList: { pattern: /^\/support\/notice$/, operation: 'noticeList', pageSizes: PAGE_SIZES, fromPath: ['lang'] },
  resourceList: { pattern: /^\/support\/resources$/, operation: 'resourceList', pageSizes: PAGE_SIZES, fromPath: ['lang'] },
  pointLeaderboard: { pattern: /^\/halloffame\/pointleaderboard$/, operation: 'pointLeaderboard', pageSizes: PAGE_SIZES, fromPath: ['lang'] },
} as const satisfies Record<string, ListPage>;

export type ListPageName = keyof typeof listPages;

/** Marks the internal segment; base64url never contains it, and no public path segment starts with it. */
const MARK = '~';

function fieldsOf(name: OperationName): Record<string, Schema> {
  return (operations[name].input as ObjectSchema<AnyObject>).fields as Record<string, Schema>;
}

/** One query value as the page reads it, written back as text. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return String(value);
}

/**
 * The list's query reduced to what changes the page: each field read leniently, dropped when it is
 * its default, in alphabetical order. Reading it again gives the same input (the page and the proxy
 * agree), and every distinct result is a distinct list.
 */
export function canonicalQuery(page: ListPageName, params: SearchParams): string {
  const list: ListPage = listPages[page];
  const input = readQuery(list.operation, params, {}, list.pageSizes) as Record<string, unknown>;
  const fields = fieldsOf(list.operation);
  const out = new URLSearchParams();
  for (const [key, field] of Object.entries(fields)) {
    if (list.fromPath.includes(key)) continue;
    const value = text(input[key]);
    const fallback = key === 'pagesize' ? String(defaultPageSize(list.pageSizes)) : text(field.getDefault());
    if (value === undefined || value === '' || value === fallback) {
      if (value === '' && list.keepEmpty?.includes(key) && params[key] !== undefined) out.set(key, '');
      continue;
    }
    out.set(key, value);
  }
  out.sort();
  return out.toString();
}

export function encodeListSegment(query: string): string {
  return MARK + Buffer.from(query, 'utf8').toString('base64url');
}

/** The canonical query a segment holds, or null when it is not one proxy.ts would have written. */
export function decodeListSegment(page: ListPageName, segment: string): SearchParams | null {
  const raw = decodeURIComponent(segment);
  if (!raw.startsWith(MARK) || !/^[A-Za-z0-9_-]*$/.test(raw.slice(MARK.length))) return null;
  const query = Buffer.from(raw.slice(MARK.length), 'base64url').toString('utf8');
  const params: SearchParams = Object.fromEntries(new URLSearchParams(query));
  // Only the proxy's own spelling: any other would be one more cache entry for the same list.
  return encodeListSegment(canonicalQuery(page, params)) === raw ? params : null;
}

/** Whether a path holds an internal query segment (never a public address). */
export function hasListSegment(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(MARK) || segment.startsWith('%7E') || segment.startsWith('%7e'));
}

/**
 * The internal path (without the locale) a public list address is served from, or undefined when
 * the path is no cached list.
 */
export function listRewrite(path: string, search: URLSearchParams): string | undefined {
  for (const [name, page] of Object.entries(listPages) as [ListPageName, ListPage][]) {
    const match = page.pattern.exec(path);
    if (!match) continue;
    const params: SearchParams = {};
    for (const key of new Set(search.keys())) params[key] = search.getAll(key);
    const base = page.internalPath ? page.internalPath(match) : path;
    return `${base}/${encodeListSegment(canonicalQuery(name, params))}`;
  }
  return undefined;
}

export function isListPage(path: string): boolean {
  return Object.values(listPages).some((page) => page.pattern.test(path));
}

/** Next's own cache-busting parameter on a client navigation (the edge varies on the headers it hashes). */
const RSC_PARAM = '_rsc';

/**
 * Whether the edge cache (server/edge-cache.mjs), which keys by the address as sent, may keep a
 * list's answer: only when the query is the list's own (its canonical parameters, in any order) and
 * carries no visitor's search. Otherwise every random query string would be one more entry of the same
 * list, and every search one entry of its own (issue 25, item 6); Next still serves its one canonical
 * entry. Other cached pages read no query: the edge keeps them under the address as sent, bounded by
 * its memory (EDGE_CACHE_MB, least recently used out first), as a CDN would.
 */
export function edgeMayStore(path: string, search: URLSearchParams): boolean {
  const asked = new URLSearchParams([...search].filter(([key]) => key !== RSC_PARAM));
  asked.sort();
  for (const [name] of Object.entries(listPages) as [ListPageName, ListPage][]) {
    if (!listPages[name].pattern.test(path)) continue;
    const params: SearchParams = {};
    for (const key of new Set(asked.keys())) params[key] = asked.getAll(key);
    const canonical = canonicalQuery(name, params);
    return asked.toString() === canonical && !queryHasFreeText(canonical);
  }
  return true;
}
