import 'server-only';
import type { Lang } from '@/lib/upstream/operations/fields';
import { readShared } from './read';

/**
 * The main page's data: the same for every visitor, so it is computed at most once a minute per
 * language instead of on every request (counting a network's members is not free).
 */
export function getHomeSummary(lang: Lang) {
  return readShared('homeSummary', { lang });
}
