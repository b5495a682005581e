import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Lang } from '@/lib/upstream/operations/fields';
import { callUpstream } from '@/lib/upstream/client';
import { cacheTags } from '@/lib/cache/tags';

/**
 * The main page's data: the same for every visitor, so it is computed at most once a minute per
 * language instead of on every request (counting a network's members is not free).
 */
export const getHomeSummary = unstable_cache(async (lang: Lang) => callUpstream('mainSummary', { lang }), ['home-summary'], {
  revalidate: 60,
  tags: [cacheTags.home],
});
