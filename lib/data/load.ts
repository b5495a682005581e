import 'server-only';
import { notFound } from 'next/navigation';
import { isMemberApiUnavailable, isUpstreamError } from '@/lib/upstream/errors';

/**
 * Loads what a detail page shows: an unknown id becomes the 404 page, an outage of the member API is
 * thrown on (loadOrErrorState), any other failure `undefined`, which the page turns into its error
 * state (the client already logged it).
 */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) notFound();
    if (isMemberApiUnavailable(error)) throw error;
    return undefined;
  }
}

/**
 * Loads what a public page shows, or `undefined` for its error state when the member API refused the
 * request. An outage (no answer, a 5xx) is thrown on, never shown as an error box in a 200 page: a
 * cached page keeps its last good copy, and one without answers 503 (lib/security/member-api-outage.mjs).
 */
export async function loadOrErrorState<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isMemberApiUnavailable(error)) throw error;
    return undefined;
  }
}
