import 'server-only';
import { verifySession } from '@/lib/portal/auth/session';
import { timeZone } from '@/lib/portal/i18n/zone';
import { callUpstream } from '@/lib/upstream/client';

/**
 * The zone a member's own moments are written in (their session's connect zone, spec §1 CT), for a
 * member page that shows them without a records call (a withdrawn entry's payments).
 */
export async function memberZone(): Promise<string> {
  const session = await verifySession().catch(() => null);
  return session?.timezone?.name ?? timeZone;
}

/** Publishes a swing record as a netizen lesson (the server action's call). */
export async function publishSwing(token: string, swingno: number, title: string) {
  return callUpstream('mySwingPublish', { swingno, title }, { token });
}
