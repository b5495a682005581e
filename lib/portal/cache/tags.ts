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
  /** The mini-game events' pages (issue 24: the console publishes them or takes them back to drafts). */
  minigames: 'minigames',
  /** The lesson lists (they count each lesson's comments). */
  lessons: 'lessons',
  /** What shows members' public profile beside their results: their favourite venue (rankings, leaderboards, stats). */
  players: 'players',
  /** The notice lists and views (issue 24: the console publishes, schedules, pins, edits and deletes them). */
  notices: 'notices',
  /** The venue lists and views (they count the members who call a venue theirs). */
  venues: 'venues',
  /**
   * Everything of one member that MyZone shows (lib/portal/data/reads.ts, per-member reads): expired by the
   * member's own calls (`callerChanged` in the operation table), a round from a bay, a payment or a
   * refund (the webhook), a job that changes the member's entries.
   */
  member: (playerno: number) => `member-${playerno}`,
  /** A venue's bay availability (issue 23): expired by every booking, cancellation or change there. */
  bookingVenue: (shopno: number) => `booking-venue-${shopno}`,
} as const;

/**
 * What shows the notices: their lists and views, the home page's latest notices and the sitemap. A
 * console change of a notice expires all of them (a publish moves the list's numbering and the
 * neighbours' links, so one notice's tag would not do).
 */
export const noticeTags = (): string[] => [cacheTags.notices, cacheTags.home, cacheTags.sitemap];

/**
 * What shows a lesson: its page and comments, the lesson lists (and their search) and the sitemap. A
 * console publish or unpublish expires all of them (the list's neighbours' links move too).
 */
export const lessonTags = (lessonno: number): string[] => [cacheTags.lesson(lessonno), cacheTags.lessonComments(lessonno), cacheTags.lessons, cacheTags.sitemap];

/** What shows the mini-games: their rankings and the sitemap (the lists live 60 s). */
export const minigameTags = (): string[] => [cacheTags.minigames, cacheTags.sitemap];

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
    case 'memberPresence':
      // A member withdrew or came back: live standings (leaderboards, stats, the home page's leaders,
      // a venue's leaders) leave them out or take them in again.
      return [cacheTags.tournaments, cacheTags.players, cacheTags.venues, cacheTags.home];
    case 'member':
      return [cacheTags.member(change.id)];
    case 'bookingVenue':
      return [cacheTags.bookingVenue(change.id)];
  }
}
