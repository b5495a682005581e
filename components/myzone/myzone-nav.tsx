'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { activeMyzoneItem } from '@/lib/navigation/myzone';

export interface MyzoneNavGroup {
  key: string;
  title: string;
  items: { key: string; href: string; label: string }[];
}

/**
 * MyZone's navigation (records and account), the current item marked from the route with
 * aria-current. A client leaf only because the layout around it does not re-render on a
 * client-side navigation, so the marked item must follow the pathname here. On phones the groups
 * are rows of chips that scroll sideways; from lg up a sidebar.
 */
export function MyzoneNav({ label, groups }: { label: string; groups: MyzoneNavGroup[] }) {
  const current = activeMyzoneItem(usePathname());
  return (
    <nav aria-label={label} className="lg:sticky lg:top-24">
      {groups.map((group) => (
        <div key={group.key} className="mb-3 lg:mb-6">
          <p id={`myzone-nav-${group.key}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">
            {group.title}
          </p>
          <ul aria-labelledby={`myzone-nav-${group.key}`} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
            {group.items.map((item) => {
              const active = item.key === current;
              return (
                <li key={item.key} className="shrink-0">
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    data-myzone-item={item.key}
                    className={`block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm lg:rounded-md lg:border-0 lg:border-l-4 lg:py-2 ${
                      active
                        ? 'border-brand-700 bg-brand-50 font-bold text-brand-800'
                        : 'border-gray-200 text-gray-700 hover:bg-gray-50 hover:text-gray-900 lg:border-transparent'
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
