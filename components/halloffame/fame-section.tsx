import { Link } from '@/lib/portal/i18n/link';

/** One board of the hall of fame: its heading, the link to the whole list when there is one, and the board. */
export function FameSection({ id, title, link, children }: { id: string; title: string; link?: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {link && (
          <Link href={link.href} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
