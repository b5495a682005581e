import type { CliEnrolment } from '@/lib/portal/staff/cli-enrolment';

const staffMember = (email: string, name: string, more: Partial<Omit<CliEnrolment, 'email' | 'name'>> = {}): CliEnrolment => ({
  email,
  name,
  role: 'network_admin',
  venues: [],
  locale: 'en',
  ...more,
});

/**
 * The operator console's staff (issue 24) the specs sign in as, made by scripts/e2e-prepare.ts as
 * `npm run admin:create` makes them (lib/portal/staff/cli-enrolment.ts). Their enrolment links (one-use)
 * go to a file the console specs read (./console.ts); nothing else knows them.
 */
export function consoleStaff(managedVenue: number): Record<string, CliEnrolment> {
  return {
    admin: staffMember('ops@clubhouse.test', 'E2E Ops'),
    support: staffMember('helpdesk@clubhouse.test', 'E2E Help', { role: 'support', locale: 'ko' }),
    // Venue 1's manager: the console spec checks that venue 2 is nobody's business of theirs (404).
    manager: staffMember('venue1@clubhouse.test', 'E2E Venue', { role: 'venue_manager', venues: [1] }),
    // The console tournaments spec's own network admin (tests/e2e/console-tournaments.spec.ts).
    tournaments: staffMember('tournaments@clubhouse.test', 'E2E Tournaments'),
    // The console security spec's admin: a TOTP authenticator, recovery codes and a key rotation.
    security: staffMember('security@clubhouse.test', 'E2E Security'),
    // A network admin who writes notices and hides a lesson comment (tests/e2e/console-notices.spec.ts;
    // support's own notice rights are tested in lib/portal/staff/notices.test.ts). One account: each enrolment
    // spends 3 of the 20 passkey ceremonies an address may start a minute, which console.spec also needs.
    editor: staffMember('editor@clubhouse.test', 'E2E Editor'),
    // The console-payments spec's own admin and venue 1 manager (enrolment links are one-use).
    payAdmin: staffMember('payments@clubhouse.test', 'E2E Payments'),
    payManager: staffMember('venue1-desk@clubhouse.test', 'E2E Desk', { role: 'venue_manager', venues: [1] }),
    // The console venues spec's own network admin (tests/e2e/console-venues.spec.ts).
    venues: staffMember('venues@clubhouse.test', 'E2E Venues'),
    // The console venues spec's venue manager of that one venue (tests/e2e/console-venues-manager.spec.ts).
    venueManager: staffMember('venue-own@clubhouse.test', 'E2E Own Venue', { role: 'venue_manager', venues: [managedVenue] }),
    // The console lists spec's network admin (tests/e2e/console-lists.spec.ts): every list page under axe.
    lists: staffMember('lists@clubhouse.test', 'E2E Lists'),
    // The console session spec's admin (tests/security/console-session.spec.ts): its cookie's attributes,
    // rotation at sign-in and re-authentication, sign-out with Clear-Site-Data, the ceremonies' Origin checks.
    consec: staffMember('consec@clubhouse.test', 'E2E Session'),
    // The console views spec's admin (tests/security/console-views.spec.ts): markup rendered as text,
    // the edge's 415 and 413, a forced error and the ceremonies' limit (the last from an address of its own).
    conview: staffMember('conview@clubhouse.test', 'E2E Views'),
    // The console sessions spec's support member (tests/e2e/console-sessions.spec.ts): signed in in two
    // browsers, one ends the other from the sessions screen.
    sessions: staffMember('sessions@clubhouse.test', 'E2E Sessions', { role: 'support' }),
  };
}
