import 'server-only';
import { notFound } from 'next/navigation';
import { isUpstreamError } from '@/lib/upstream/errors';

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
