import { getTranslations } from 'next-intl/server';

/** An entry's result: metres with one decimal for distance events, a count for the others. */
export async function MinigameValue({ value, kind }: { value: number; kind: 'distance' | 'count' }) {
  const t = await getTranslations('minigame');
  return <>{kind === 'distance' ? t('distance', { value: value.toFixed(1) }) : t('count', { count: value })}</>;
}
