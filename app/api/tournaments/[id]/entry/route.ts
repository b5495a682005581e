import { actionOk } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { readSession } from '@/lib/portal/auth/session';
import { getMyEntry } from '@/lib/portal/data/tournament';
import { readId } from '@/lib/upstream/operations/fields';
import type { TournamentEntryAnswer } from '@/lib/upstream/operations/payment';

/** What the entry control island needs: whether the visitor is a member, and their entry and payments. */
export type EntryView = { loggedIn: false } | ({ loggedIn: true } & TournamentEntryAnswer);

/**
 * The member's entry in one tournament, read by the entry control on the cached tournament view (the
 * page carries nothing of the visitor) and on the how-to-enter page. Private, never cached.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/tournaments/[id]/entry'>) {
  const tournamentno = readId((await params).id);
  if (tournamentno === null) return envelopeResponse({ ok: false, code: 404, message: 'tournament.error.notFound', fieldErrors: {} });
  if (!(await readSession())) return envelopeResponse(actionOk<EntryView>({ loggedIn: false }));
  return routeEnvelope('tournament/entry', async (): Promise<EntryView> => ({ loggedIn: true, ...(await getMyEntry(tournamentno)) }));
}
