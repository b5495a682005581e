import 'server-only';
import { notFound } from 'next/navigation';
import { verifySession } from '@/lib/portal/auth/session';
import { redirect } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';
import { timeZone } from '@/lib/portal/i18n/zone';
import { isMemberApiUnavailable, isUpstreamError } from '@/lib/upstream/errors';
import type { InputOf } from '@/lib/upstream/operations';
import { readMine, SessionGone } from './read';
import type { MemberReadName, ReadAnswer, ReadOperation } from './reads';

/**
 * The one page loader: the one outcome rule of every page's read (design.md §1).
 * - an id that names nothing (the member API's 404) is the 404 page;
 * - the member API unreachable or failing (MemberApiUnavailable) is thrown on: the server answers 503,
 *   and a cached page keeps its last good copy, never an error box in a 200 page (README "No soft
 *   errors", server/member-api-outage.mjs);
 * - a session that is gone (no member, or the member API's 401) goes to log in, through `login`;
 * - any other refusal of the member API is `undefined`: the page shows its error state (ErrorState);
 * - anything else (a bug) is thrown on to the error boundary.
 */
export async function loadPage<T>(load: () => Promise<T>, login?: () => never): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isMemberApiUnavailable(error)) throw error;
    if (login && (error instanceof SessionGone || (isUpstreamError(error) && error.code === 401))) login();
    if (error instanceof SessionGone) throw error;
    if (isUpstreamError(error) && error.code === 404) notFound();
    if (isUpstreamError(error)) return undefined;
    throw error;
  }
}

/** A read whose refusal the page shows in place of the data, with the member API's message (a key of api.*). */
export type Shown<T> = { data: T; refusal?: undefined } | { data?: undefined; refusal: string };

/**
 * loadPage's outcome rule, for a page that says why the member API refused (a list's error state with
 * its message) instead of only that it did: the refusal's message key comes back beside no data.
 */
export async function loadShown<T>(load: () => Promise<T>): Promise<Shown<T>> {
  let refusal: string | undefined;
  const noteRefusal = (error: unknown): never => {
    if (isUpstreamError(error)) refusal = error.message;
    throw error;
  };
  const data = await loadPage(() => load().catch(noteRefusal));
  return refusal === undefined ? { data: data as T } : { refusal };
}

/**
 * A MyZone page's read (the read table's per-member entry, cached per member) through the outcome
 * rule, with the zone the page shows dates in: the member's own, their session's connect time zone
 * (spec §1 CT). A visitor or a dead session goes to log in and back to `returnPath`.
 */
export async function loadMine<R extends MemberReadName>(
  name: R,
  input: InputOf<ReadOperation<R>>,
  { locale, returnPath }: { locale: Locale; returnPath: string },
): Promise<{ data: ReadAnswer<R> | undefined; zone: string }> {
  const login = (): never => redirect({ href: { pathname: '/login', query: { returnUrl: returnPath } }, locale }) as never;
  const data = await loadPage(() => readMine(name, input), login);
  const session = await verifySession();
  return { data, zone: session?.timezone?.name ?? timeZone };
}
