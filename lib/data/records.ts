import 'server-only';
import { notFound } from 'next/navigation';
import { verifySession } from '@/lib/auth/session';
import { redirect } from '@/lib/i18n/paths';
import { timeZone } from '@/lib/i18n/zone';
import type { Locale } from '@/lib/i18n/routing';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { InputOf, OperationName, OutputOf } from '@/lib/upstream/operations';

/**
 * Data functions of MyZone's record pages (design rule 1). Each member page calls `memberRecord`
 * with the operation and its input: the session is verified (the layout did too, but a page renders
 * alongside it and every member read checks again), the member's token goes with the call, and the
 * outcome is one of three: the answer; the 404 page for an id that is not the member's; undefined
 * for any other failure, which the page shows as its error state. A session the member API no longer
 * knows (401) goes to log in and back to `returnPath`.
 */
export async function memberRecord<N extends OperationName>(name: N, input: InputOf<N>, { locale, returnPath }: { locale: Locale; returnPath: string }): Promise<{ data: OutputOf<N> | undefined; zone: string }> {
  const session = await verifySession().catch(() => null);
  if (!session) redirect({ href: { pathname: '/login', query: { returnUrl: returnPath } }, locale });
  // Dates in MyZone are the member's own: the connect time zone of their session (spec §1 CT).
  const zone = session!.timezone?.name ?? timeZone;
  try {
    return { data: await callUpstream(name, input, { token: session!.token }), zone };
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) notFound();
    if (isUpstreamError(error) && error.code === 401) redirect({ href: { pathname: '/login', query: { returnUrl: returnPath } }, locale });
    return { data: undefined, zone };
  }
}

/** Publishes a swing record as a netizen lesson (the server action's call). */
export async function publishSwing(token: string, swingno: number, title: string) {
  return callUpstream('mySwingPublish', { swingno, title }, { token });
}
