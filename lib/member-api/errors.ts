import 'server-only';
import { UpstreamCode } from '@/lib/upstream/errors';

/** Thrown by a member-API handler to answer a failure; `message` is a key of the `api` messages namespace. */
export class MemberApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'MemberApiError';
  }
}

export const notFound = (what = 'api.notFound') => new MemberApiError(UpstreamCode.notFound, what);
export const loginRequired = () => new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new MemberApiError(UpstreamCode.badRequest, message, errors);
