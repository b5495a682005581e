import 'server-only';
import { desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { minigameEvents } from '@/lib/member-api/db/schema';
import { lessonState as publicationState } from './lessons';

/**
 * Mini-game events in the console (issue 24 item 3: staff publish mini-games). An event's
 * published_at is its state, as for notices and lessons: null is a draft no member reads and no bay
 * enters (lib/member-api/minigame.ts `minigamePublished`). The caller audits the change and expires
 * the mini-game pages (minigameTags).
 */
export const MINIGAME_STATES = ['published', 'draft', 'all'] as const;
export type MinigameFilter = (typeof MINIGAME_STATES)[number];
export const MINIGAME_PAGE = 25;
export { publicationState };

export async function listMinigames(db: Database, state: MinigameFilter, page = 1) {
  const where: SQL | undefined = state === 'draft' ? isNull(minigameEvents.publishedAt) : state === 'published' ? isNotNull(minigameEvents.publishedAt) : undefined;
  const rows = await db
    .select({
      eventno: minigameEvents.eventno,
      name: minigameEvents.name,
      nameKo: minigameEvents.nameKo,
      status: minigameEvents.status,
      startsAt: minigameEvents.startsAt,
      endsAt: minigameEvents.endsAt,
      publishedAt: minigameEvents.publishedAt,
    })
    .from(minigameEvents)
    .where(where)
    .orderBy(desc(minigameEvents.startsAt), desc(minigameEvents.eventno))
    .limit(MINIGAME_PAGE + 1)
    .offset((Math.max(1, page) - 1) * MINIGAME_PAGE);
  return { rows: rows.slice(0, MINIGAME_PAGE), more: rows.length > MINIGAME_PAGE };
}

/**
 * Publishes an event now or takes it back to a draft. Answers the state before and after (for the
 * audit log) and whether anything changed, or undefined for an unknown event.
 */
export async function setMinigamePublished(db: Database, eventno: number, publish: boolean, now = new Date()) {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ publishedAt: minigameEvents.publishedAt }).from(minigameEvents).where(eq(minigameEvents.eventno, eventno)).for('update');
    if (!event) return undefined;
    const before = { state: publicationState(event.publishedAt, now), publishedAt: event.publishedAt?.toISOString() ?? null };
    if (publish ? before.state === 'published' : before.state === 'draft') return { changed: false as const, before, after: before };
    const publishedAt = publish ? now : null;
    await tx.update(minigameEvents).set({ publishedAt }).where(eq(minigameEvents.eventno, eventno));
    return { changed: true as const, before, after: { state: publicationState(publishedAt, now), publishedAt: publishedAt?.toISOString() ?? null } };
  });
}
