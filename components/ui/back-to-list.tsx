import { Link } from '@/lib/portal/i18n/link';

/** The way back from a detail page to the list it came from (the list's path, with its query if known). */
export function BackToList({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:border-gray-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}
