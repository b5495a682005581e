import { readId } from '@/lib/upstream/operations/fields';

/**
 * Spec §2: the ranking and winners routes take "one or more segments" after their base. The first
 * is the event number (the member API's own id field decides what can name an event); any further
 * ones (old links carried e.g. a status or a page) resolve to the same event, whose canonical
 * address has the number alone.
 */
export function eventnoFromSegments(segments: string[]): number | undefined {
  return readId(segments[0]) ?? undefined;
}
