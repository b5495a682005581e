import { getLocale } from 'next-intl/server';
import NotFoundPage from '@/components/layout/not-found-page';
import { toLocale } from '@/lib/shared/domain/locale';

/** Spec §2: unknown paths get a 404 page without the default layout. */
export default async function LocaleNotFound() {
  return <NotFoundPage locale={toLocale(await getLocale())} />;
}
