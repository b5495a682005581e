import { actionOk } from '@/lib/portal/actions/action-result';
import { envelopeResponse } from '@/lib/portal/actions/route-envelope';
import { verifySession } from '@/lib/portal/auth/session';
import { getZone, type Zone } from '@/lib/portal/data/common';

/** What the header and footer islands need to know about the visitor. */
export interface SessionState {
  loggedIn: boolean;
  nickname?: string;
  /** The member's own zone (the footer's CT line); absent for a visitor, who sees the network's ST. */
  zone?: Zone;
}

/**
 * The visitor's login state for the islands of the layout (the header's Log in / Log out, the footer's
 * CT zone), so the pages around them carry nothing of the visitor and can be cached. The session is
 * confirmed with the member API: a revoked one reads as a visitor, as it does on MyZone. Never cached
 * (the envelope's private, no-store).
 */
export async function GET() {
  let session: Awaited<ReturnType<typeof verifySession>> = null;
  try {
    session = await verifySession();
  } catch (error) {
    // The member API is unreachable: the layout then shows what a visitor sees, never an error.
    console.error('[session] verify failed', error);
  }
  if (!session) return envelopeResponse(actionOk<SessionState>({ loggedIn: false }));
  let zone: Zone | undefined = session.timezone;
  if (!zone) {
    try {
      zone = await getZone(session.token);
    } catch {
      // Without its zone the footer keeps the network's ST line; the client logs the member API's failure.
    }
  }
  const state: SessionState = { loggedIn: true, nickname: session.nickname, zone };
  return envelopeResponse(actionOk(state));
}
