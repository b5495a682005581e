import 'server-only';
import type { Database } from '@/lib/member-api/db/client';
import { issueEnrolment } from './accounts';
import { recordAudit } from './audit';
import type { StaffRole } from './matrix';

export interface CliEnrolment {
  email: string;
  name: string;
  role: StaffRole;
  venues: number[];
  locale: 'en' | 'ko';
}

/**
 * What `npm run admin:create` does once its arguments are checked (scripts/admin-create.ts): the
 * account and its one-use link, recorded in the staff audit log as done by "cli". The end-to-end
 * server's preparation makes its console staff through it too, in one process rather than one each.
 */
export async function enrolFromCli(db: Database, input: CliEnrolment, appUrl: string) {
  const issued = await issueEnrolment(db, input);
  await recordAudit(db, {
    staffId: null,
    staffEmail: 'cli',
    action: 'staff.enrolment',
    target: `staff:${issued.staffId}`,
    after: { email: input.email, role: input.role, venues: input.venues, created: issued.created },
  });
  // The token travels in the fragment: browsers never send it to the server in the request line
  // or a Referer, so it stays out of access logs; the page hands it to the server in a POST.
  const link = `${appUrl.replace(/\/$/, '')}/admin/${input.locale}/enrol#${issued.token}`;
  return { staffId: issued.staffId, link, expiresAt: issued.expiresAt, created: issued.created };
}
