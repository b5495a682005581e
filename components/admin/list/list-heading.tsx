import type { ReactNode } from 'react';

/** A console list's heading: its title, an optional count under it, an optional "new" link beside it. */
export function ListHeading({ title, count, create }: { title: string; count?: ReactNode; create?: { href: string; text: string } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        {count && <p className="mt-1 text-gray-700">{count}</p>}
      </div>
      {create && (
        <a href={create.href} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {create.text}
        </a>
      )}
    </div>
  );
}
