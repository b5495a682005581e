'use client';

import { LocalisedLink as Link } from '@/lib/portal/i18n/localised-link';
import type { Locale } from '@/lib/shared/domain/locale';
import type { activeMenu } from '@/lib/portal/navigation/menu';
import type { HeaderHrefs, HeaderLabels, NavMenu } from './header-nav';

interface Props {
  id: string;
  menus: NavMenu[];
  labels: HeaderLabels;
  hrefs: HeaderHrefs;
  locale: Locale;
  active: ReturnType<typeof activeMenu>;
  openMenu: string | null;
  onToggleMenu: (key: string) => void;
  shownItems: (menu: NavMenu) => NavMenu['items'];
  showMember: boolean;
  showGuest: boolean;
  onLogout: () => void;
}

/**
 * The header's menu under 1000 px (./header-nav): each menu a disclosure with its items, then the
 * account controls. Loaded by the header when the menu button is first tapped.
 */
export function HeaderMobileMenu({ id, menus, labels, hrefs, locale, active, openMenu, onToggleMenu, shownItems, showMember, showGuest, onLogout }: Props) {
  return (
    <div id={id} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white text-gray-900 nav:hidden">
      <nav aria-label={labels.mainNav}>
        <ul className="divide-y divide-gray-100">
          {menus.map((menu) => {
            const open = openMenu === menu.key;
            const panelId = `mobile-menu-${menu.key}`;
            return (
              <li key={menu.key}>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => onToggleMenu(menu.key)}
                  className={`flex w-full items-center justify-between px-5 py-4 text-left font-semibold ${
                    active.menu === menu.key ? 'text-brand-700' : ''
                  }`}
                >
                  {menu.label}
                  <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
                    <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
                {open && (
                  <ul id={panelId} className="bg-gray-50 pb-2">
                    {shownItems(menu).map((item) => (
                      <li key={item.key} data-account={item.visitorOnly ? 'guest' : undefined}>
                        <Link
                          href={item.href}
                          aria-current={active.menu === menu.key && active.item === item.key ? 'page' : undefined}
                          className="block px-8 py-2.5 text-sm aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex gap-3 p-5 sm:hidden">
          {showMember && (
            <div data-account="member" className="contents">
              <form method="post" action="/api/logout" onSubmit={onLogout} data-form="logout" className="flex flex-1">
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className="flex-1 rounded-full border border-gray-300 py-2 text-center font-semibold">
                {labels.logout}
              </button>
            </form>
            </div>
          )}
          {showGuest && (
            <div data-account="guest" className="contents">
              <Link href={hrefs.login} prefetch={false} className="flex-1 rounded-full border border-gray-300 py-2 text-center font-semibold">
              {labels.login}
            </Link>
            </div>
          )}
          <Link href={hrefs.myzone} prefetch={false} className="flex-1 rounded-full bg-accent-400 py-2 text-center font-bold text-brand-900">
            {labels.myzone}
          </Link>
        </div>
      </nav>
    </div>
  );
}
