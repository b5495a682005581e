import { Link } from '@/lib/portal/i18n/link';

/** A detail page's closing link back to its list, centred under the content. */
export function ListWayBack({ href, label, className = 'text-center' }: { href: string; label: string; className?: string }) {
  return (
    <div className={className}>
      <Link href={href} className="inline-block rounded-full border border-gray-300 px-6 py-2.5 font-semibold hover:bg-gray-50">
        {label}
      </Link>
    </div>
  );
}
