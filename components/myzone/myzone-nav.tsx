'use client';

import { useEffect, useRef } from 'react';
import { Link, usePathname } from '@/lib/portal/i18n/navigation';
import { activeMyzoneItem } from '@/lib/portal/navigation/myzone';

export interface MyzoneNavGroup {
  key: string;
  title: string;
  items: { key: string; href: string; label: string }[];
}

/**
 * MyZone's navigation (records and account), the current item marked from the route with
 * aria-current. A client leaf only because the layout around it does not re-render on a
 * client-side navigation, so the marked item must follow the pathname here. On phones one tab bar
 * that scrolls sideways, the groups divided by a rule and the current tab scrolled into view (issue
 * 26 item 10: three rows of chips took a screen's third); from lg up a sidebar with group titles.
 * The bar is positioned (relative): the groups' sr-only titles are absolutely placed, and without a
 * positioned scroller they escaped it and made the whole page as wide as the bar's content.
 */
export function MyzoneNav({ label, groups }: { label: string; groups: MyzoneNavGroup[] }) {
  const current = activeMyzoneItem(usePathname());
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const tab = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = bar.current;
    // Only the bar scrolls (the page stays where it is); the sidebar does not scroll sideways at all.
    if (tab && scroller && scroller.scrollWidth > scroller.clientWidth) scroller.scrollLeft = tab.offsetLeft - scroller.clientWidth / 2 + tab.offsetWidth / 2;
  }, [current]);
  return (
    <nav
      ref={bar}
      aria-label={label}
      data-testid="myzone-nav"
      className="relative -mx-4 flex overflow-x-auto border-b border-gray-200 px-4 lg:sticky lg:top-24 lg:mx-0 lg:block lg:overflow-visible lg:border-b-0 lg:px-0"
    >
      {groups.map((group, index) => (
        <div key={group.key} className={`flex shrink-0 lg:mb-6 lg:block ${index > 0 ? 'ml-2 border-l border-gray-200 pl-2 lg:ml-0 lg:border-l-0 lg:pl-0' : ''}`}>
          <p id={`myzone-nav-${group.key}`} className="sr-only lg:not-sr-only lg:mb-1 lg:text-xs lg:font-semibold lg:uppercase lg:tracking-wide lg:text-gray-600">
            {group.title}
          </p>
          <ul aria-labelledby={`myzone-nav-${group.key}`} className="flex lg:flex-col lg:gap-0.5">
            {group.items.map((item) => {
              const active = item.key === current;
              return (
                <li key={item.key} className="shrink-0">
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    data-myzone-item={item.key}
                    className={`-mb-px block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm lg:mb-0 lg:rounded-md lg:border-b-0 lg:border-l-4 lg:py-2 ${
                      active ? 'border-brand-700 font-bold text-brand-800 lg:bg-brand-50' : 'border-transparent text-gray-700 hover:bg-gray-50 hover:text-gray-900'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
