import 'server-only';
import { env } from '@/lib/shared/config/env';
import type { Envelope, FailureBody } from './operation';
import { noteMemberApiOutage } from '@/server/member-api-outage.mjs';
import { notePageRead } from '@/server/member-pages.mjs';
import { MemberApiUnavailable, UpstreamError, isMemberApiUnavailable, isServerFailure } from './errors';
import { operations, type InputOf, type OperationName, type OutputOf } from './operations';
import { httpTransport } from './http-transport';
import { expireChanged } from './revalidate';

export interface CallOptions {
  /** The member's bearer token (from the portal session). */
  token?: string;
  /**
   * The player number of the token's member, resolved by the portal from its session (never from a
   * client value): a successful call expires that member's cached reads (their MyZone) when the
   * operation says it changed them (`callerChanged`). Not sent to the member API.
   */
  member?: number;
  ip?: string;
  userAgent?: string;
}

export type Transport = <N extends OperationName>(
  name: N,
  input: Record<string, unknown>,
  options: CallOptions,
) => Promise<Envelope<OutputOf<N>> | FailureBody>;

let inProcess: Promise<Transport> | undefined;

/**
 * The built-in member API, imported on the first call only: with UPSTREAM_URL set this never runs,
 * so the portal loads neither lib/member-api nor lib/member-api/db and opens no database.
 */
const inProcessTransport: Transport = async (name, input, options) => {
  inProcess ??= import('./in-process').then((loaded) => loaded.inProcessTransport);
  return (await inProcess)(name, input, options);
};

function transport(): Transport {
  return env.upstreamUrl ? httpTransport(env.upstreamUrl, env.upstreamTimeoutMs) : inProcessTransport;
}

/**
 * Calls one member-API operation and returns its success body; any other code throws an
 * UpstreamError carrying the server's message (spec §8). Pages and actions call this, never fetch.
 * No answer, or a failure on the member API's side (5xx), throws MemberApiUnavailable and notes the
 * outage for the portal's edge, which answers the page 503 if it fails for it.
 */
export async function callUpstream<N extends OperationName>(
  name: N,
  input: InputOf<N>,
  options: CallOptions = {},
): Promise<Envelope<OutputOf<N>>> {
  if (!(name in operations)) throw new Error(`Unknown member-API operation ${String(name)}`);
  // A member's data asked for outside the read table (which passes `member`): no tag expires the
  // edge's copy of the page that shows it, so that page is not kept (server/member-pages.mjs). The
  // session's own check is not such a read: the edge makes it again on every copy it serves.
  if (options.token && options.member === undefined && name !== 'sessionInfo') notePageRead({ untracked: true });
  let body: Envelope<OutputOf<N>> | FailureBody;
  try {
    body = await transport()(name, input as Record<string, unknown>, options);
  } catch (error) {
    if (isMemberApiUnavailable(error)) noteMemberApiOutage();
    throw error;
  }
  if (body.code !== 200) {
    const failure = body as FailureBody;
    if (!isServerFailure(failure.code)) throw new UpstreamError(failure);
    console.error(`[upstream] ${String(name)} answered ${failure.code}: ${failure.message}`);
    noteMemberApiOutage();
    throw new MemberApiUnavailable(failure);
  }
  expireChanged(name, input as Record<string, unknown>, body as Envelope<Record<string, unknown>>, options.member);
  return body as Envelope<OutputOf<N>>;
}
