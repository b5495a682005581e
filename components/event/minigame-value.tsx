import { getTranslations } from 'next-intl/server';

/** An entry's result as words: metres with one decimal for distance events, a count (of times) for the others. */
export async function minigameValueText(value: number, kind: 'distance' | 'count'): Promise<string> {
  const t = await getTranslations('minigame');
  return kind === 'distance' ? t('distance', { value: value.toFixed(1) }) : t('count', { count: value });
}

/** An entry's result (minigameValueText) in a page. */
export async function MinigameValue({ value, kind }: { value: number; kind: 'distance' | 'count' }) {
  return <>{await minigameValueText(value, kind)}</>;
}
