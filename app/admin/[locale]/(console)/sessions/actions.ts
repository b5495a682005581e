'use server';

import { object, number } from 'yup';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { securityEvent } from '@/lib/shared/log/security';
import { staffAction } from '@/lib/portal/staff/action';
import { endOtherStaffSessions, endOwnStaffSession, type OpenStaffSession } from '@/lib/portal/staff/sessions';

/**
 * Ending one's own console sessions (security requirement 14, ASVS 7.4.5): one other session, or all
 * others at once. The row is revoked, so that session's next request finds nothing and is sent to
 * sign in. Each end is audited with what the session was (device, address, when it began).
 */
const described = (session: OpenStaffSession) => ({ session: session.id, address: session.ip, userAgent: session.userAgent, startedAt: session.createdAt.toISOString() });

export const endStaffSession = staffAction('sessions.end', object({ sessionId: number().integer().min(1).required() }), async (input, { db, staff, address, audit }) => {
  if (input.sessionId === staff.sessionId) return actionFail(409, 'admin.sessions.isCurrent');
  const ended = await endOwnStaffSession(db, staff.staffId, input.sessionId, staff.sessionId);
  // Another staff member's session, or one already over: not found either way.
  if (!ended) return actionFail(404, 'admin.errors.notFound');
  securityEvent('session.revoke', { account: `staff:${staff.staffId}`, address, outcome: 'ok', reason: 'ended-by-owner', sessions: 1 });
  await audit({ target: `staff:${staff.staffId}`, before: described(ended), after: { ended: true } });
  return actionOk();
});

export const endOtherStaffSessionsAction = staffAction('sessions.end', object({}), async (_input, { db, staff, address, audit }) => {
  const ended = await endOtherStaffSessions(db, staff.staffId, staff.sessionId);
  if (ended.length) {
    securityEvent('session.revoke', { account: `staff:${staff.staffId}`, address, outcome: 'ok', reason: 'others-ended-by-owner', sessions: ended.length });
    await audit({ action: 'sessions.endOthers', target: `staff:${staff.staffId}`, before: { sessions: ended.map(described) }, after: { ended: ended.length } });
  }
  return actionOk({ ended: ended.length });
});
