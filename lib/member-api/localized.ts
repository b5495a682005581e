import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Lang } from '@/lib/upstream/operations/fields';

/**
 * THE place that decides which language a stored name or text is answered in, for every call of the
 * member API: the Korean column when the caller asks for Korean and the row has one, otherwise the
 * English column. Before, each call chose for itself, and the tournament schedule answered English
 * course and venue names to a Korean visitor while the tournament's own page answered Korean ones.
 */
export function localized<T extends string | null = string>(lang: Lang, english: AnyColumn, korean: AnyColumn): SQL<NoInfer<T>> {
  return lang === 'ko' ? sql<T>`coalesce(${korean}, ${english})` : sql<T>`${english}`;
}

/** The same choice for values already read (a row fetched with both languages). */
export function localizedValue<T extends string | null>(lang: Lang, english: T, korean: string | null | undefined): T | string {
  return lang === 'ko' && korean ? korean : english;
}
