import { Link } from '@/lib/portal/i18n/link';

/** A home section's heading, with the link to the whole list it samples. */
export function SectionHeading({ id, title, href, linkLabel }: { id: string; title: string; href?: string; linkLabel?: string }) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {href && (
        <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
          {linkLabel}
          {/* Which list: four "View all" links read alike out of context (screen readers, Lighthouse's link-text). */}
          <span className="sr-only">: {title}</span>
        </Link>
      )}
    </div>
  );
}
