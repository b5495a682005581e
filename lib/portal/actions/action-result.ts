import { UpstreamCode, isUpstreamError } from '@/lib/upstream/errors';

/**
 * The one answer of every mutation (server actions) and of the route handlers that remain (SWR
 * reads): success with its data, or a failure with a code, a message KEY (e.g. 'api.internal',
 * 'auth.error.tooManyRequests'; a remote member API's own wording passes as it is) and the message
 * keys of the fields it concerns. The browser translates the keys (use-action-message), so nothing
 * compares translated texts. No server-only import: client components import the types.
 */
export type ActionSuccess<T> = { ok: true; data: T };
export type ActionFailure = {
  ok: false;
  code: number;
  message: string;
  fieldErrors: Record<string, string>;
  /** Seconds to wait, when the answer is 429 and the member API said how long. */
  retryAfter?: number;
};
export type ActionResult<T = null> = ActionSuccess<T> | ActionFailure;

export function actionOk<T>(data: T): ActionSuccess<T>;
export function actionOk(): ActionSuccess<null>;
export function actionOk<T>(data: T | null = null): ActionSuccess<T | null> {
  return { ok: true, data };
}

export function actionFail(code: number, message: string, fieldErrors: Record<string, string> = {}, retryAfter?: number): ActionFailure {
  return { ok: false, code, message, fieldErrors, ...(retryAfter !== undefined ? { retryAfter } : {}) };
}

/**
 * A member-API refusal as an ActionFailure: its code and message key, its field errors, and the
 * 429's retryAfter (which the member API sends among the errors) lifted out of the fields. Any
 * other error is not ours to explain: null, and the caller logs it and answers 500.
 */
export function failureFromUpstream(error: unknown): ActionFailure | null {
  if (!isUpstreamError(error)) return null;
  const body = error.toBody();
  const fieldErrors: Record<string, string> = {};
  let retryAfter: number | undefined;
  for (const [field, key] of Object.entries(body.errors ?? {})) {
    if (field === 'retryAfter') {
      const seconds = Number(key);
      if (Number.isFinite(seconds) && seconds > 0) retryAfter = Math.ceil(seconds);
    } else fieldErrors[field] = key;
  }
  return actionFail(body.code, body.message || 'api.internal', fieldErrors, body.code === UpstreamCode.tooMany ? retryAfter : undefined);
}

/** The failure for an error nobody expected: the details go to the log, the visitor gets 'api.internal'. */
export function unexpectedFailure(error: unknown, where: string): ActionFailure {
  console.error(`[${where}]`, error);
  return actionFail(UpstreamCode.internal, 'api.internal');
}

/** Either of the above: what a caller's catch block answers. */
export function failureFrom(error: unknown, where: string): ActionFailure {
  return failureFromUpstream(error) ?? unexpectedFailure(error, where);
}

/** The HTTP status a failure code maps to (a remote member API may answer codes outside 4xx/5xx). */
export function httpStatus(code: number): number {
  return code >= 400 && code < 600 ? code : 502;
}

/**
 * A server action as a client component receives it from its page (components do not import app/):
 * whatever the form sends, answered with one ActionResult.
 */
export type Action<I, T = null> = (input: I) => Promise<ActionResult<T>>;
