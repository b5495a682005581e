import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { readSession, verifySession, type PortalSession } from '@/lib/portal/auth/session';
import { defaultLocale, locales, type Locale } from '@/lib/portal/i18n/routing';
import { fieldErrors } from '@/lib/shared/validation/field-errors';
import { controlCharacterErrors } from '@/lib/shared/validation/control-characters';
import { clientIp, sameOriginHeaders } from '@/lib/shared/security/request';
import type { CallOptions } from '@/lib/upstream/client';
import { fieldMeta } from '@/lib/upstream/operations/fields';
import { UpstreamCode } from '@/lib/upstream/errors';
import { actionFail, actionOk, failureFrom, type ActionResult } from './action-result';

export type ActionAuth = 'none' | 'optional' | 'required';

export interface ActionContext<A extends ActionAuth> {
  /** The caller's language: the `locale` the form sent with its values (not part of any schema). */
  locale: Locale;
  /** 'required': the member confirmed by the member API; 'optional': the cookie's member or null. */
  session: A extends 'required' ? PortalSession & { token: string; pk: number } : A extends 'optional' ? PortalSession | null : null;
  /**
   * What every member-API call of this action passes on: the member's token when there is one,
   * the caller's address by the TRUSTED_PROXY_HOPS rule (per-address limits key on it) and user agent.
   */
  call: CallOptions;
}

/**
 * The one way a mutation runs (design rule 4). The returned server action:
 * 1. refuses a post whose Origin is not this site's (Next.js refuses them as well; checking here
 *    too keeps the rule in one tested place and covers a misconfigured allowedOrigins);
 * 2. verifies the session with the member API when `auth` is 'required' (401 'api.loginRequired');
 * 3. validates the input with the form's own yup schema, every field at once, into fieldErrors;
 * 4. calls `fn`, whose member-API refusals become failures with their keys and retryAfter;
 * 5. never throws: anything unexpected is logged and answered 500 'api.internal'. Only Next.js's
 *    own control flow (redirect, notFound) passes through, as it must.
 */
export function validatedAction<S extends ObjectSchema<AnyObject>, T, A extends ActionAuth = 'none'>(
  schema: S,
  fn: (input: InferType<S>, context: ActionContext<A>) => Promise<ActionResult<T>>,
  options: { auth?: A; where?: string } = {},
): (raw: unknown) => Promise<ActionResult<T>> {
  const auth = (options.auth ?? 'none') as ActionAuth;
  const where = options.where ?? 'action';
  return async (raw: unknown) => {
    try {
      const requestHeaders = await headers();
      if (!sameOriginHeaders(requestHeaders)) return actionFail(UpstreamCode.forbidden, 'api.origin');

      // A plain object from a react-hook-form submit, or the FormData of a form posted without JavaScript.
      const values: Record<string, unknown> =
        raw instanceof FormData ? Object.fromEntries(raw) : raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
      const locale: Locale = (locales as readonly unknown[]).includes(values.locale) ? (values.locale as Locale) : defaultLocale;

      let session: PortalSession | null = null;
      if (auth === 'required') {
        session = await verifySession();
        if (!session) return actionFail(UpstreamCode.unauthorized, 'api.loginRequired');
      } else if (auth === 'optional') session = await readSession();

      const control = controlCharacterErrors(values);
      if (Object.keys(control).length) return actionFail(UpstreamCode.badRequest, 'api.invalidInput', control);

      let input: InferType<S>;
      try {
        input = await schema.validate(values, { abortEarly: false, stripUnknown: true });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const errors = fieldErrors(error);
        // An id that cannot name a row (idField's mark) is "no such thing", as in the member API's dispatch.
        const missing = Object.keys(errors).find((path) => fieldMeta(schema.fields[path]).id);
        if (missing) return actionFail(UpstreamCode.notFound, errors[missing]);
        return actionFail(UpstreamCode.badRequest, 'api.invalidInput', errors);
      }

      const call: CallOptions = {
        token: session?.token,
        // The session's member: what the call changes of their own data expires their cached reads.
        member: session?.pk,
        ip: clientIp({ headers: requestHeaders }),
        userAgent: requestHeaders.get('user-agent') ?? undefined,
      };
      return await fn(input, { locale, session, call } as ActionContext<A>);
    } catch (error) {
      unstable_rethrow(error);
      return failureFrom(error, where);
    }
  };
}

export { actionOk, actionFail };
