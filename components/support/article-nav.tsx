import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';

interface Neighbour {
  id: number;
  title: string;
}

/** Previous and next article in list order; at either end the spec's "no previous/next article" (§8). */
export async function ArticleNav({
  base,
  prev,
  next,
}: {
  /** e.g. "/support/noticeview" */
  base: string;
  prev: Neighbour | null;
  next: Neighbour | null;
}) {
  const t = await getTranslations('support');
  const row = (label: string, item: Neighbour | null, empty: string, rel: 'prev' | 'next') => (
    <li className="flex gap-4 px-4 py-3">
      <span className="w-20 shrink-0 text-sm font-semibold text-gray-600">{label}</span>
      {item ? (
        <Link href={`${base}/${item.id}`} rel={rel} className="min-w-0 flex-1 truncate hover:underline">
          {item.title}
        </Link>
      ) : (
        <span className="text-gray-500">{empty}</span>
      )}
    </li>
  );
  return (
    <nav aria-label={t('articleNav')} className="mt-10">
      <ul className="divide-y divide-gray-200 border-y border-gray-200">
        {row(t('prev'), prev, t('noPrev'), 'prev')}
        {row(t('next'), next, t('noNext'), 'next')}
      </ul>
    </nav>
  );
}
