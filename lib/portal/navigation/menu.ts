/**
 * The header's six menus and their sub-menus (spec §1). Labels are `nav.<menu>.title` and
 * `nav.<menu>.<item>` in the messages files. `match` lists the path prefixes that highlight an item,
 * which stands in for the spec's per-route "menu numbers".
 */
export interface MenuItem {
  key: string;
  href: string;
  match: string[];
  /** Shown to visitors only: a member has no use for it (issue 9: no "Sign up" for a member). */
  visitorOnly?: true;
  /** `match` names whole paths, not prefixes (a section's index whose children are items of their own). */
  exact?: true;
}

export interface Menu {
  key: string;
  href: string;
  items: MenuItem[];
}

export const menus: Menu[] = [
  {
    key: 'membership',
    href: '/membership/mysummary',
    items: [
      { key: 'myzone', href: '/membership/mysummary', match: ['/membership'] },
      // The hall of fame's own page (issue 26 item 16); its match is exact, the sections below have theirs.
      { key: 'halloffame', href: '/halloffame', match: ['/halloffame'], exact: true },
      { key: 'pointleaderboard', href: '/halloffame/pointleaderboard', match: ['/halloffame/pointleaderboard'] },
      { key: 'pointinfo', href: '/halloffame/pointinfo', match: ['/halloffame/pointinfo'] },
      { key: 'stats', href: '/halloffame/stats', match: ['/halloffame/stats'] },
      { key: 'signup', href: '/signup', match: ['/signup'], visitorOnly: true },
    ],
  },
  {
    key: 'tournament',
    href: '/tournament/tournamentschedule',
    items: [
      {
        key: 'schedule',
        href: '/tournament/tournamentschedule',
        match: ['/tournament/tournamentschedule', '/tournament/tournamentscheduleview', '/tournament/tournamentmember'],
      },
      { key: 'join', href: '/tournament/jointournament', match: ['/tournament/jointournament'] },
    ],
  },
  {
    key: 'event',
    href: '/event/netizenlesson/swinglist',
    items: [
      { key: 'lesson', href: '/event/netizenlesson/swinglist', match: ['/event/netizenlesson'] },
      { key: 'minigame', href: '/event/minigame', match: ['/event/minigame', '/event/minigameranking'] },
      { key: 'winners', href: '/event/winaminigame', match: ['/event/winaminigame', '/event/winaminigamelist'] },
      { key: 'join', href: '/event/joinminigame', match: ['/event/joinminigame'] },
    ],
  },
  {
    key: 'golfcourse',
    href: '/golfcourse/courselist',
    items: [{ key: 'courses', href: '/golfcourse/courselist', match: ['/golfcourse'] }],
  },
  {
    key: 'findlocation',
    href: '/findlocation/stores',
    items: [{ key: 'stores', href: '/findlocation/stores', match: ['/findlocation'] }],
  },
  {
    key: 'support',
    href: '/support/notice',
    items: [
      { key: 'notice', href: '/support/notice', match: ['/support/notice', '/support/noticeview'] },
      { key: 'inquiry', href: '/support/inquiry', match: ['/support/inquiry'] },
      { key: 'resources', href: '/support/resources', match: ['/support/resources', '/support/resourcesview'] },
    ],
  },
];

function matches(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  const start = prefix.toLowerCase();
  return path === start || path.startsWith(start + '/');
}

/** The menu and item a path belongs to, for highlighting. */
export function activeMenu(pathname: string): { menu?: string; item?: string } {
  for (const menu of menus) {
    for (const item of menu.items) {
      if (item.match.some((prefix) => (item.exact ? pathname.toLowerCase() === prefix.toLowerCase() : matches(pathname, prefix)))) return { menu: menu.key, item: item.key };
    }
  }
  return {};
}

/** Pages whose header sits on a light background from the top: the logo starts dark there (spec §1). */
const loginTypePaths = ['/login', '/signup', '/find_id_pwd', '/logout'];
export function isLoginTypePage(pathname: string): boolean {
  return loginTypePaths.some((prefix) => matches(pathname, prefix));
}
