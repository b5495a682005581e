import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/lib/portal/i18n/link';
import { formatNumber } from '@/lib/shared/format';
import type { FavoriteLocation } from '@/lib/upstream/operations/myaccount';

/** The member's favourite venue and its location points (undefined: the member API did not answer), and what location points are. */
export async function FavoriteCurrent({ favorite }: { favorite: FavoriteLocation | undefined }) {
  const t = await getTranslations();
  return (
    <>
      {!favorite ? (
        <ErrorState message={t('myaccount.unavailable')} />
      ) : favorite.shopno ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-lg font-bold" data-testid="favorite-name">
              <Link href={`/membership/myaccount/favoritelocationinfo/${favorite.shopno}`} className="hover:underline">
                {favorite.shopname}
              </Link>
            </p>
            <p className="text-sm text-gray-600">
              {favorite.countryname} · {favorite.city}
            </p>
          </div>
          <p className="text-sm">
            {t('myaccount.favorite.points')}:{' '}
            <strong className="text-lg tabular-nums" data-testid="favorite-points">
              {formatNumber(favorite.location_points)}
            </strong>
          </p>
        </div>
      ) : (
        <p data-testid="favorite-name">{t('myaccount.favorite.none')}</p>
      )}
      {/* The one definition (lib/shared/domain/xpoint), the same sentence the X-Point page shows. */}
      <p className="mt-4 text-sm text-gray-600">{t('records.xpoint.locationDefinition')}</p>
    </>
  );
}
