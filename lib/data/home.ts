import 'server-only';
import type { Lang } from '@/lib/upstream/operations/fields';
import { callUpstream } from '@/lib/upstream/client';

export async function getHomeSummary(lang: Lang) {
  return callUpstream('mainSummary', { lang });
}
