import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import type { StoreSummary } from '@/lib/upstream/operations/store';

/** Venues to choose the favourite from, each opening its page; the current favourite is marked. */
export async function FavoriteVenueList({ venues, favoriteShopno }: { venues: StoreSummary[]; favoriteShopno: number | null | undefined }) {
  const t = await getTranslations('myaccount.favorite');
  return (
    <ul className="divide-y divide-gray-200 border-y border-gray-200" data-list="favorite-venues">
      {venues.map((store) => (
        <li key={store.shopno} className="flex items-center justify-between gap-4 py-3">
          <div className="min-w-0">
            <Link href={`/membership/myaccount/favoritelocationinfo/${store.shopno}`} className="font-semibold hover:underline">
              {store.shopname}
            </Link>
            <p className="text-sm text-gray-600">
              {store.countryname} · {store.city}
            </p>
          </div>
          {favoriteShopno === store.shopno && <span className="shrink-0 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{t('currentBadge')}</span>}
        </li>
      ))}
    </ul>
  );
}
