import { tagsForChange } from '@/lib/portal/cache/tags';
import type { VenueChanges } from '@/lib/member-api/venue/http';

/**
 * The cache tags a posted round expires once its effects are visible (a tournament's places
 * recomputed): whatever shows a changed tournament, and the round's member's own reads (MyZone). One list for both ways the round API is served
 * (route.ts in Next, direct.ts ahead of it).
 */
export function venueChangeTags({ tournaments, members }: VenueChanges): string[] {
  return [
    ...new Set([
      ...tournaments.flatMap((tournamentno) => tagsForChange({ kind: 'tournament', id: tournamentno })),
      ...members.flatMap((playerno) => tagsForChange({ kind: 'member', id: playerno })),
    ]),
  ];
}
