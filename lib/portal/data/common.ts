import 'server-only';
import { callUpstream } from '@/lib/upstream/client';
import { readShared } from './read';

export interface Zone {
  name: string;
  offset: string;
}

async function fetchZone(token?: string): Promise<Zone> {
  const { timezone } = await callUpstream('timezone', {}, { token });
  return { name: timezone.timezone_name, offset: timezone.timezone_offset };
}

/** The network's standard zone shown to visitors: one call every few minutes, not one per page. */
async function networkZone(): Promise<Zone> {
  const { timezone } = await readShared('networkZone', {});
  return { name: timezone.timezone_name, offset: timezone.timezone_offset };
}

/** The zone line of the footer (spec §1): the member's own zone with a token, the network's without. */
export function getZone(token?: string): Promise<Zone> {
  return token ? fetchZone(token) : networkZone();
}
