import type { Change } from '@/lib/upstream/operation';

/**
 * Tags of the cached data and pages (design rule 9), in one place so that a change made through the
 * member API expires exactly what shows it (lib/upstream/revalidate.ts).
 */
export const cacheTags = {
  home: 'home',
  /** The sitemaps' list of public entities and their last changes. */
  sitemap: 'sitemap',
  networkTimezone: 'network-timezone',
  tournament: (tournamentno: number) => `tournament-${tournamentno}`,
  lesson: (lessonno: number) => `lesson-${lessonno}`,
  /** A lesson's comment list: expired when one is written or deleted. */
  lessonComments: (lessonno: number) => `lesson-comments-${lessonno}`,
} as const;

/** What shows a changed record: its own pages, and the home page where it appears in a summary. */
export function tagsForChange(change: Change): string[] {
  switch (change.kind) {
    case 'tournament':
      // The home page lists playing and upcoming tournaments with their entrant counts.
      return [cacheTags.tournament(change.id), cacheTags.home, cacheTags.sitemap];
    case 'lessonComments':
      return [cacheTags.lessonComments(change.id), cacheTags.lesson(change.id), cacheTags.sitemap];
  }
}
