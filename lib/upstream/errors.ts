import type { FailureBody } from './operation';

/** Well-known failure codes; a remote member API may answer others, which are passed on as they are. */
export const UpstreamCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  internal: 500,
  /** The member API's database did not answer (lib/member-api/db/failure): try again after Retry-After. */
  unavailable: 503,
} as const;

/**
 * A member-API call that did not answer code 200 (spec §8). `message` is shown to the user:
 * translated when it is a key of the `api` namespace, otherwise as the server wrote it.
 */
export class UpstreamError extends Error {
  readonly code: number;
  readonly errors?: Record<string, string>;
  /** True when no answer came back at all (network failure or timeout). */
  readonly network: boolean;

  constructor(body: FailureBody, options: { network?: boolean; cause?: unknown } = {}) {
    super(body.message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.code = body.code;
    this.errors = body.errors;
    this.network = options.network ?? false;
  }

  toBody(): FailureBody {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

/**
 * Next.js's error digest of a MemberApiUnavailable. Next keeps a digest an error already has, so the
 * browser's error screen can tell an outage from a bug (components/ui/route-error.tsx), and a check by
 * digest holds across Next's bundles, each of which has its own copy of this class.
 */
export const MEMBER_API_UNAVAILABLE = 'MEMBER_API_UNAVAILABLE';

/**
 * The member API gave no usable answer: none at all (refused, reset, timed out) or a failure on its
 * side (5xx). Public pages let it through rather than show an error box: a cached page then keeps its
 * last good copy (ISR keeps the previous entry when a re-render throws) and a page without one answers
 * 503 with Retry-After (server/member-api-outage.mjs). Forms still read it as an UpstreamError.
 */
export class MemberApiUnavailable extends UpstreamError {
  readonly digest = MEMBER_API_UNAVAILABLE;

  constructor(body: FailureBody, options: { network?: boolean; cause?: unknown } = {}) {
    super(body, options);
    this.name = 'MemberApiUnavailable';
  }
}

export function isMemberApiUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === MEMBER_API_UNAVAILABLE;
}

/** A failure code that says the member API itself failed, not the request. */
export function isServerFailure(code: number): boolean {
  return code >= 500 && code <= 599;
}
