/**
 * A staff account for the operator console (/admin), and its one-time enrolment link.
 *
 *   npm run admin:create -- --email ops@example.com --name "Kim Ops"
 *   npm run admin:create -- --email m@example.com --name "Lee" --role venue_manager --venue 3 --venue 5
 *   npm run admin:create -- --email ops@example.com      # an existing account: a new link
 *
 * Prints a link that works once, within 24 hours, to register a passkey; there is no password
 * anywhere. For an existing account (a lost passkey) the new link replaces any earlier link; its
 * open sessions end when the new link is used, not before. Opens the database like the app does (DATABASE_URL, else PGlite in PGLITE_DIR or
 * ./data/pglite: PGlite serves one process at a time, so stop the portal first, or use DATABASE_URL).
 * The link is on APP_URL. Recorded in the staff audit log as done by "cli".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '@/lib/member-api/db/connect';
import { env } from '@/lib/shared/config/env';
import { enrolFromCli } from '@/lib/portal/staff/cli-enrolment';
import { isStaffRole, STAFF_ROLES } from '@/lib/portal/staff/matrix';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(`Usage: npm run admin:create -- --email E --name N [--role ${STAFF_ROLES.join('|')}] [--venue N ...] [--locale en|ko] [--json]`);
  process.exit(2);
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'network_admin' },
        venue: { type: 'string', multiple: true, default: [] },
        locale: { type: 'string', default: 'en' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) usage('--email must be an e-mail address');
  const name = (values.name ?? email.split('@')[0]).trim();
  if (!name || name.length > 80) usage('--name must be 1 to 80 characters');
  if (!isStaffRole(values.role)) usage(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  const venues = values.venue.map(Number);
  if (venues.some((v) => !(Number.isInteger(v) && v > 0))) usage('--venue must be a venue number');
  if (values.role === 'venue_manager' && venues.length === 0) usage('a venue manager needs at least one --venue');
  if (!['en', 'ko'].includes(values.locale)) usage('--locale must be en or ko');

  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const connection = await connect(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: process.env.PGLITE_DIR ?? path.join(dataDir, 'pglite') },
  );
  try {
    const issued = await enrolFromCli(connection.db, { email, name, role: values.role, venues, locale: values.locale as 'en' | 'ko' }, env.appUrl);
    if (values.json) console.log(JSON.stringify({ staffId: issued.staffId, link: issued.link, expiresAt: issued.expiresAt }));
    else
      console.log(
        `${issued.created ? 'Staff account created' : 'New enrolment link for the existing account'}: ${email} (${values.role})\n\n  ${issued.link}\n\n` +
          `The link works once, until ${issued.expiresAt.toISOString()}: open it to register a passkey.`,
      );
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
