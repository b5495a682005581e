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
