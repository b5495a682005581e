/**
 * MyZone's own navigation (spec §2: mysummary, myrecords/*, myaccount/*): one list of the records
 * AND the account routes, shared by the MyZone layout and its tests. Labels are
 * `myzone.nav.<group>.<key>` in the messages files. `match` lists the path prefixes that mark an item
 * as the current one (a round's scorecard belongs to "My rounds", a tournament's ranking to "My
 * tournaments"…), the spec's "menu numbers" for MyZone.
 */
export interface MyzoneItem {
  key: string;
  href: string;
  match: string[];
}

export interface MyzoneGroup {
  key: 'summary' | 'records' | 'account';
  items: MyzoneItem[];
}

export const myzoneNav: MyzoneGroup[] = [
  {
    key: 'summary',
    items: [
      { key: 'mysummary', href: '/membership/mysummary', match: ['/membership/mysummary'] },
      { key: 'mybookings', href: '/membership/mybookings', match: ['/membership/mybookings', '/membership/booking'] },
    ],
  },
  {
    key: 'records',
    items: [
      { key: 'myrounds', href: '/membership/myrecords/myrounds', match: ['/membership/myrecords/myrounds', '/membership/myrecords/myroundsview'] },
      {
        key: 'mytournaments',
        href: '/membership/myrecords/mytournaments',
        match: [
          '/membership/myrecords/mytournaments',
          '/membership/myrecords/mytournamentsview',
          '/membership/myrecords/mytournamentsattend',
          '/membership/myrecords/myscorecard',
          '/membership/myrecords/mytournamentsranking',
        ],
      },
      { key: 'myevent', href: '/membership/myrecords/myevent', match: ['/membership/myrecords/myevent', '/membership/myrecords/myminigameranking', '/membership/myrecords/mywinaminigame'] },
      { key: 'myxpoint', href: '/membership/myrecords/myxpoint', match: ['/membership/myrecords/myxpoint'] },
      { key: 'myswing', href: '/membership/myrecords/myswing', match: ['/membership/myrecords/myswing', '/membership/myrecords/myswingview'] },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'myprofile', href: '/membership/myaccount/myprofile', match: ['/membership/myaccount/myprofile'] },
      { key: 'favoritelocation', href: '/membership/myaccount/favoritelocation', match: ['/membership/myaccount/favoritelocation', '/membership/myaccount/favoritelocationinfo'] },
      // Confirming the password is a step on the way to a protected page, not a place of its own
      // (issue 26 item 10): while it is asked, "Password" is the current item.
      { key: 'password', href: '/membership/myaccount/password', match: ['/membership/myaccount/password', '/membership/myaccount/confirmpassword'] },
      { key: 'sessions', href: '/membership/myaccount/sessions', match: ['/membership/myaccount/sessions'] },
      { key: 'cancelmember', href: '/membership/myaccount/cancelmember', match: ['/membership/myaccount/cancelmember'] },
    ],
  },
];

function matches(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  const start = prefix.toLowerCase();
  return path === start || path.startsWith(start + '/');
}

/** The MyZone item a path belongs to (the section defaults count: /membership/myrecords is My rounds). */
export function activeMyzoneItem(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/membership') return 'mysummary';
  if (path === '/membership/myrecords') return 'myrounds';
  if (path === '/membership/myaccount') return 'myprofile';
  for (const group of myzoneNav) {
    for (const item of group.items) if (item.match.some((prefix) => matches(path, prefix))) return item.key;
  }
  return undefined;
}
