import 'server-only';
import { notFound } from 'next/navigation';
import { isUpstreamError } from '@/lib/upstream/errors';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * A route's id segment read with the member API's own id field (1 to the int4 bound), or null,
 * which the page answers with a 404: a page and the member API cannot disagree on what names a row.
 */
export function parseId(segment: string): number | null {
  return readId(segment);
}

/**
 * Loads what a detail page shows: an unknown id becomes the 404 page, any other failure of the
 * member API `undefined`, which the page turns into its error state (the client already logged it).
 */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) notFound();
    return undefined;
  }
}
