import 'server-only';
import { unstable_cache } from 'next/cache';
import { callUpstream } from '@/lib/upstream/client';
import { cacheTags } from '@/lib/cache/tags';

export interface Zone {
  name: string;
  offset: string;
}

async function fetchZone(token?: string): Promise<Zone> {
  const { timezone } = await callUpstream('timezone', {}, { token });
  return { name: timezone.timezone_name, offset: timezone.timezone_offset };
}

/** The network's standard zone shown to visitors: one call every few minutes, not one per page. */
const networkZone = unstable_cache(() => fetchZone(), ['network-timezone'], { revalidate: 300, tags: [cacheTags.networkTimezone] });

/** The zone line of the footer (spec §1): the member's own zone with a token, the network's without. */
export function getZone(token?: string): Promise<Zone> {
  return token ? fetchZone(token) : networkZone();
}
