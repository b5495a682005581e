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
  /** Every list of tournaments (the schedule's entrant counts) and what results feed (leaderboards, stats). */
  tournaments: 'tournaments',
  /** The lesson lists (they count each lesson's comments). */
  lessons: 'lessons',
  /** What shows members' public profile beside their results: their favourite venue (rankings, leaderboards, stats). */
  players: 'players',
  /** The venue lists and views (they count the members who call a venue theirs). */
  venues: 'venues',
} as const;

/** What shows a changed record: its own pages, the lists it appears in, and the home page's summary. */
export function tagsForChange(change: Change): string[] {
  switch (change.kind) {
    case 'tournament':
      // The home page lists playing and upcoming tournaments with their entrant counts.
      return [cacheTags.tournament(change.id), cacheTags.tournaments, cacheTags.home, cacheTags.sitemap];
    case 'lessonComments':
      return [cacheTags.lessonComments(change.id), cacheTags.lesson(change.id), cacheTags.lessons, cacheTags.sitemap];
    case 'favoriteVenue':
      // The member's venue shows beside their rows; the venues count their members.
      return [cacheTags.players, cacheTags.venues];
  }
}
