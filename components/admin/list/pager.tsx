/** A link of a pager: where it goes and what it says. */
export interface PageLink {
  href: string;
  text: string;
}

/** The previous and next links under a console list (either may be absent: the first or last page). */
export function Pager({ label, previous, next }: { label: string; previous?: PageLink; next?: PageLink }) {
  return (
    <nav aria-label={label} className="flex justify-between">
      {previous ? (
        <a href={previous.href} className="text-brand-700 underline">
          {previous.text}
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a href={next.href} className="text-brand-700 underline">
          {next.text}
        </a>
      )}
    </nav>
  );
}

/** The pager links of a numbered list: previous after the first page, next while there are more. */
export function pageLinks(page: number, more: boolean, href: (page: number) => string, text: { previous: string; next: string }): { previous?: PageLink; next?: PageLink } {
  return { previous: page > 1 ? { href: href(page - 1), text: text.previous } : undefined, next: more ? { href: href(page + 1), text: text.next } : undefined };
}
