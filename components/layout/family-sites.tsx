'use client';

import { useEffect, useId, useRef, useState } from 'react';

export interface FamilySite {
  key: string;
  label: string;
  href: string;
}

/** The footer's family-site dropdown (spec §1): a disclosure that lists the network's other sites. */
export function FamilySites({ label, sites }: { label: string; sites: FamilySite[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-52 items-center justify-between rounded-md border border-white/30 px-3 py-2 text-sm hover:bg-white/10"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? '' : 'rotate-180'}`}>
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="absolute bottom-full mb-2 w-52 rounded-md bg-white p-1 text-sm text-gray-900 shadow-lg">
        {sites.map((site) => (
          <li key={site.key}>
            <a href={site.href} target="_blank" rel="noopener noreferrer" className="block rounded px-3 py-2 hover:bg-brand-50">
              {site.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
