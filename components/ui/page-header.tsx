import type { ReactNode } from 'react';
import { Link } from '@/lib/portal/i18n/link';

export interface SubNavItem {
  href: string;
  label: string;
  current: boolean;
}

/** The band at the top of a section page: its title, a line of context and the section's tabs. */
export function PageHeader({ title, description, tabs, children }: { title: string; description?: string; tabs?: SubNavItem[]; children?: ReactNode }) {
  return (
    <div className="border-b border-gray-200 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 pb-0 pt-10">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        {description && <p className="mt-2 max-w-3xl text-gray-700">{description}</p>}
        {children}
        {tabs && tabs.length > 0 ? (
          <nav aria-label={title} className="mt-6 -mb-px flex gap-1 overflow-x-auto">
            {tabs.map((tab) => (
              <Link
                key={tab.href}
                href={tab.href}
                aria-current={tab.current ? 'page' : undefined}
                className={`whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${
                  tab.current ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-600 hover:text-gray-900'
                }`}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
        ) : (
          <div className="pb-8" />
        )}
      </div>
    </div>
  );
}
