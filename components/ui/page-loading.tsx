import { getTranslations } from 'next-intl/server';
import { PageSkeleton } from './skeleton';

/** What a list section's loading.tsx shows while the list renders on the server. */
export async function PageLoading({ variant }: { variant: 'rows' | 'cards' }) {
  const t = await getTranslations('common');
  return <PageSkeleton label={t('loading')} variant={variant} />;
}
