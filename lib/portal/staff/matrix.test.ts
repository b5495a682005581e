import fs from 'node:fs';
import path from 'node:path';
import { authorize, STAFF_ACTIONS, STAFF_ROLES, type Decision, type StaffAction, type StaffRole } from './matrix';

/**
 * The authorization matrix as the issue states it (issue 24 item 5): every console action × every
 * role × own or other venue. Written out here by hand, independently of lib/portal/staff/matrix.ts, so a
 * change of a permission there must be made here too, and an action added there without its row
 * here (or the other way round) fails.
 */
type Row = Record<StaffRole, { own: Decision; other: Decision }>;
const same = (decision: Decision) => ({ own: decision, other: decision });
const EXPECTED: Record<StaffAction, Row> = {
  'dashboard.read': { network_admin: same('allowed'), venue_manager: same('allowed'), support: same('allowed') },
  'dashboard.revenue': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'dashboard.operations': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'members.search': { network_admin: same('allowed'), venue_manager: same(403), support: same('allowed') },
  'members.view': { network_admin: same('allowed'), venue_manager: same(403), support: same('allowed') },
  'members.block': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'members.withdraw': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'lessons.publish': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'minigames.publish': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'members.export': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'inquiries.list': { network_admin: same('allowed'), venue_manager: same(403), support: same('allowed') },
  'inquiries.assign': { network_admin: same('allowed'), venue_manager: same(403), support: same('allowed') },
  'inquiries.answer': { network_admin: same('allowed'), venue_manager: same(403), support: same('allowed') },
  'notices.list': { network_admin: same('allowed'), venue_manager: same(403), support: same('allowed') },
  'notices.manage': { network_admin: same('allowed'), venue_manager: same(403), support: same('allowed') },
  'lessons.comments': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'lessons.hideComment': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'venueKeys.list': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'venueKeys.create': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'venueKeys.rotate': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'venueKeys.revoke': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'payments.list': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'payments.read': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'payments.refund': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'tournaments.list': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'tournaments.edit': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'tournaments.publish': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'tournaments.cancel': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'tournaments.score': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'bookings.calendar': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'bookings.checkIn': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'bookings.noShow': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'venues.read': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'venues.edit': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'bays.edit': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'prices.edit': { network_admin: same('allowed'), venue_manager: { own: 'allowed', other: 404 }, support: same(403) },
  'staff.manage': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
  'security.read': { network_admin: same('allowed'), venue_manager: same('allowed'), support: same('allowed') },
  'security.totp': { network_admin: same('allowed'), venue_manager: same('allowed'), support: same('allowed') },
  'security.recovery': { network_admin: same('allowed'), venue_manager: same('allowed'), support: same('allowed') },
  'sessions.list': { network_admin: same('allowed'), venue_manager: same('allowed'), support: same('allowed') },
  'sessions.end': { network_admin: same('allowed'), venue_manager: same('allowed'), support: same('allowed') },
  'audit.read': { network_admin: same('allowed'), venue_manager: same(403), support: same(403) },
};

/**
 * Dangerous actions need a fresh second factor (re-authentication): refund, block, key changes, role
 * change, data export, and changing one's own second factors.
 */
const DANGEROUS: StaffAction[] = ['members.block', 'members.withdraw', 'members.export', 'venueKeys.create', 'venueKeys.rotate', 'venueKeys.revoke', 'payments.refund', 'staff.manage', 'security.totp', 'security.recovery', 'tournaments.cancel'];

const OWN_VENUE = 3;
const OTHER_VENUE = 7;

describe('the console authorization matrix', () => {
  it('has a row for every action and an action for every row', () => {
    expect(Object.keys(STAFF_ACTIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = Object.keys(EXPECTED).flatMap((action) =>
    STAFF_ROLES.flatMap((role) => (['own', 'other'] as const).map((venue) => [action as StaffAction, role, venue] as const)),
  );
  it.each(cases)('%s by %s on the %s venue', (action, role, venue) => {
    const venues = role === 'venue_manager' ? [OWN_VENUE] : [];
    const shopno = STAFF_ACTIONS[action].venueScoped ? (venue === 'own' ? OWN_VENUE : OTHER_VENUE) : undefined;
    expect(authorize(action, role, venues, shopno)).toBe(EXPECTED[action][role][venue]);
  });

  it('asks for re-authentication before exactly the dangerous actions', () => {
    const dangerous = (Object.keys(STAFF_ACTIONS) as StaffAction[]).filter((action) => STAFF_ACTIONS[action].dangerous);
    expect(dangerous.sort()).toEqual([...DANGEROUS].sort());
  });

  it('support can never refund, whatever the venue', () => {
    expect(authorize('payments.refund', 'support', [OWN_VENUE], OWN_VENUE)).toBe(403);
  });

  it('every action the console code guards is a row of the matrix', () => {
    // Types already refuse an unknown name; this also catches a name built at run time or a cast.
    const used = new Set<string>();
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          for (const match of fs.readFileSync(file, 'utf8').matchAll(/\b(?:(?:staffAction|checkStaff|staffRoute)\(\s*|staffPage\(\s*\w+,\s*)'([^']+)'/g)) used.add(match[1]);
        }
      }
    };
    walk(path.join(process.cwd(), 'app', 'admin'));
    walk(path.join(process.cwd(), 'lib', 'portal', 'staff'));
    expect(used.size).toBeGreaterThan(3);
    for (const action of used) expect(Object.keys(STAFF_ACTIONS)).toContain(action);
  });
});
