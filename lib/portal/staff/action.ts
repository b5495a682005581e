import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { actionFail, type ActionResult } from '@/lib/portal/actions/action-result';
import type { Database } from '@/lib/member-api/db/client';
import { defaultLocale, locales, type Locale } from '@/lib/portal/i18n/routing';
import { clientIp, sameOriginHeaders } from '@/lib/shared/security/request';
import { controlCharacterErrors } from '@/lib/shared/validation/control-characters';
import { fieldErrors } from '@/lib/shared/validation/field-errors';
import { recordAudit, type AuditEntry } from './audit';
import { consoleFailure } from './unavailable';
import { checkStaff, type Refusal } from './guard';
import type { StaffAction } from './matrix';
import type { StaffSession } from './sessions';

export interface StaffActionContext {
  locale: Locale;
  staff: StaffSession;
  db: Database;
  address?: string;
  /** Records this action in the audit log (who, when and from where filled in). */
  audit(entry: Pick<AuditEntry, 'target' | 'before' | 'after'> & { action?: string }, db?: Database): Promise<void>;
}

/** The failure a refusal answers: keys under admin.errors. */
export function refusalFailure(refusal: Refusal) {
  return actionFail(refusal.status, `admin.errors.${refusal.reason}`);
}

/**
 * The one way a console mutation runs, as validatedAction does for members:
 * 1. a post from another origin is refused;
 * 2. the staff session is confirmed and the action authorized by the matrix (401 sign in or
 *    re-authenticate, 403, or 404 for another venue's thing: `venueOf` names the venue of the
 *    input's target, read from the database, never from the input);
 * 3. the input is validated with the form's yup schema;
 * 4. `fn` runs, and records its change in the audit log through `context.audit`;
 * 5. never throws: a database that is down is answered 503 with retryAfter, anything else
 *    unexpected is logged and answered 500.
 */
export function staffAction<S extends ObjectSchema<AnyObject>, T>(
  action: StaffAction,
  schema: S,
  fn: (input: InferType<S>, context: StaffActionContext) => Promise<ActionResult<T>>,
  options: { venueOf?: (input: InferType<S>, db: Database) => Promise<number | null | undefined> } = {},
): (raw: unknown) => Promise<ActionResult<T>> {
  return async (raw: unknown) => {
    try {
      const requestHeaders = await headers();
      if (!sameOriginHeaders(requestHeaders)) return actionFail(403, 'api.origin');
      const values: Record<string, unknown> =
        raw instanceof FormData ? Object.fromEntries(raw) : raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
      const locale: Locale = (locales as readonly unknown[]).includes(values.locale) ? (values.locale as Locale) : defaultLocale;

      // Signed in and allowed this action at all, before anything of the input is looked at.
      const first = await checkStaff(action);
      if ('refusal' in first && (first.refusal.status !== 401 || first.refusal.reason === 'signin' || !options.venueOf)) return refusalFailure(first.refusal);

      const control = controlCharacterErrors(values);
      if (Object.keys(control).length) return actionFail(400, 'api.invalidInput', control);
      let input: InferType<S>;
      try {
        input = await schema.validate(values, { abortEarly: false, stripUnknown: true });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        return actionFail(400, 'api.invalidInput', fieldErrors(error));
      }

      let allowed = first;
      if (options.venueOf) {
        const { getDb } = await import('@/lib/member-api/db/client');
        const shopno = await options.venueOf(input, await getDb());
        if (shopno === undefined || shopno === null) return actionFail(404, 'admin.errors.notFound');
        allowed = await checkStaff(action, shopno);
      }
      if ('refusal' in allowed) return refusalFailure(allowed.refusal);

      const { staff, db } = allowed;
      const address = clientIp({ headers: requestHeaders });
      const context: StaffActionContext = {
        locale,
        staff,
        db,
        address,
        audit: (entry, on = db) => recordAudit(on, { staffId: staff.staffId, staffEmail: staff.email, address, action: entry.action ?? action, target: entry.target, before: entry.before, after: entry.after }),
      };
      return await fn(input, context);
    } catch (error) {
      unstable_rethrow(error);
      return consoleFailure(error, `admin:${action}`);
    }
  };
}
