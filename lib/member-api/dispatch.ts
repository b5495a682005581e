import 'server-only';
import { ValidationError } from 'yup';
import { getDb } from '@/lib/member-api/db/client';
import type { Envelope, FailureBody } from '@/lib/upstream/operation';
import { UpstreamCode } from '@/lib/upstream/errors';
import { operations, type OperationName, type OutputOf } from '@/lib/upstream/operations';
import { fieldMeta } from '@/lib/upstream/operations/fields';
import type { CallContext } from './context';
import { MemberApiError } from './errors';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureSummary, isDatabaseFailure } from '@/lib/member-api/db/failure';
import { handlers } from './index';
import { fieldErrors } from '@/lib/shared/validation/field-errors';
import { controlCharacterErrors } from '@/lib/shared/validation/control-characters';
import { resolveSession } from './sessions';

export interface DispatchMeta {
  token?: string;
  ip?: string;
  userAgent?: string;
}

/**
 * Runs one operation of the built-in member API: validates the input with the table's schema,
 * resolves the bearer token, calls the handler and wraps the answer in the spec's envelope.
 * Never throws: every failure is a body with a code other than 200.
 */
export async function dispatch<N extends OperationName>(
  name: N,
  rawInput: unknown,
  meta: DispatchMeta = {},
): Promise<Envelope<OutputOf<N>> | FailureBody> {
  const operation = operations[name];
  try {
    const control = controlCharacterErrors(rawInput);
    if (Object.keys(control).length) return { code: UpstreamCode.badRequest, message: 'api.invalidInput', errors: control };
    const db = await getDb();
    const context: CallContext = { db, token: meta.token, ip: meta.ip, userAgent: meta.userAgent };
    if (meta.token && operation.auth !== 'none') {
      context.member = await resolveSession(db, meta.token);
    }
    // A call for members only refuses a caller without a session before anything else (ASVS 8.3.1):
    // not even whether its input was valid is told to someone who may not make the call.
    if (operation.auth === 'required' && !context.member) {
      return { code: UpstreamCode.unauthorized, message: 'api.loginRequired' };
    }
    let input: unknown;
    try {
      input = withoutInput(operation.input, rawInput) ? {} : await operation.input.validate(rawInput ?? {}, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (error instanceof ValidationError) {
        // An id that cannot name a row (0, 'abc', beyond int4) is "not found", as an unknown one is.
        const badId = (error.inner.length ? error.inner : [error]).find((inner) => inner.path && fieldMeta((operation.input.fields as Record<string, unknown>)[inner.path]).id);
        if (badId) return { code: UpstreamCode.notFound, message: String(badId.message) };
        return { code: UpstreamCode.badRequest, message: 'api.invalidInput', errors: fieldErrors(error) };
      }
      throw error;
    }
    const handler = handlers[name] as (input: unknown, context: CallContext) => Promise<OutputOf<N>>;
    const output = await handler(input, context);
    return { code: UpstreamCode.ok, message: 'success', ...output } as Envelope<OutputOf<N>>;
  } catch (error) {
    if (error instanceof MemberApiError) {
      return { code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    }
    // The database out of reach or too slow is a while of trouble, not a fault of the call: 503 with
    // Retry-After (lib/member-api/http.ts), as the venues' rounds answer (issue 25 item 5).
    if (isDatabaseFailure(error)) {
      console.error(`[member-api] ${name}: database unavailable: ${databaseFailureSummary(error)}`);
      return { code: UpstreamCode.unavailable, message: 'api.unavailable', errors: { retryAfter: String(DATABASE_RETRY_AFTER_SECONDS) } };
    }
    // Logged without the query's parameters (which hold what the member typed): the error's class,
    // message and the database's own code say what went wrong.
    console.error(`[member-api] ${name} failed: ${describeError(error)}`);
    return { code: UpstreamCode.internal, message: 'api.internal' };
  }
}

/**
 * A call of an operation that takes no input, made without any: yup would answer {} after a pass over
 * the schema. The edge's session check before every kept MyZone copy is such a call (sessionInfo),
 * and that pass was 1.6 % of the server's main thread under 200 members (bench:member, a CPU profile).
 */
function withoutInput(schema: { fields: object }, rawInput: unknown): boolean {
  if (Object.keys(schema.fields).length > 0) return false;
  if (rawInput === undefined || rawInput === null) return true;
  // Anything but a plain empty object (an array, a string) is still yup's to refuse.
  return typeof rawInput === 'object' && !Array.isArray(rawInput) && Object.keys(rawInput).length === 0;
}

/** An error for the log: its name, message and driver code, never a query's parameters. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: string } | undefined)?.code ?? (error as { code?: string }).code;
  // Drizzle wraps driver errors as "Failed query: <sql>\nparams: <values>": keep the first line's statement kind only.
  const message = error.message.startsWith('Failed query:') ? 'Failed query' : error.message.split('\n')[0];
  const causeMessage = cause instanceof Error ? ` (${cause.message.split('\n')[0]})` : '';
  return `${error.name}: ${message}${causeMessage}${code ? ` [${code}]` : ''}`;
}
