import 'server-only';
import { env } from '@/lib/config/env';
import type { Envelope, FailureBody } from './operation';
import { UpstreamError } from './errors';
import { operations, type InputOf, type OperationName, type OutputOf } from './operations';
import { httpTransport } from './http-transport';
import { expireChanged } from './revalidate';

export interface CallOptions {
  /** The member's bearer token (from the portal session). */
  token?: string;
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
 * so the portal loads neither lib/member-api nor lib/db and opens no database.
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
 */
export async function callUpstream<N extends OperationName>(
  name: N,
  input: InputOf<N>,
  options: CallOptions = {},
): Promise<Envelope<OutputOf<N>>> {
  if (!(name in operations)) throw new Error(`Unknown member-API operation ${String(name)}`);
  const body = await transport()(name, input as Record<string, unknown>, options);
  if (body.code !== 200) {
    const failure = body as FailureBody;
    if (failure.code >= 500) console.error(`[upstream] ${String(name)} answered ${failure.code}: ${failure.message}`);
    throw new UpstreamError(failure);
  }
  expireChanged(name, input as Record<string, unknown>, body as Envelope<Record<string, unknown>>);
  return body as Envelope<OutputOf<N>>;
}
