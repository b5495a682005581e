import 'server-only';
import { TZDate } from '@date-fns/tz';
import { desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { notices } from '@/lib/member-api/db/schema';
import { zonedIsoString } from '@/lib/shared/domain/timezone';
import { renderNoticeMarkdown } from '@/lib/portal/notice-markdown';

/**
 * Notices in the console (issue 24 item 3): written in Markdown in both languages, stored with the
 * sanitised HTML the public pages render (lib/portal/notice-markdown.ts), published now, at a scheduled
 * instant or kept as a draft, pinned or not, unpublished, deleted. A notice is public from its
 * `published_at` on (lib/member-api/support.ts `noticeIsPublic`); each change answers the notice
 * before and after, for the audit log. The caller expires the public pages (lib/portal/cache/tags noticeTags).
 */
export const NOTICE_STATES = ['all', 'published', 'scheduled', 'draft'] as const;
export type NoticeFilter = (typeof NOTICE_STATES)[number];
export type NoticeState = Exclude<NoticeFilter, 'all'>;
export const NOTICE_PAGE = 25;

/** Where a notice stands at `now`: a draft (no instant), scheduled (its instant ahead) or published. */
export function noticeState(publishedAt: Date | null, now = new Date()): NoticeState {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

const stateCondition = (state: NoticeFilter, now: Date): SQL | undefined =>
  state === 'draft'
    ? isNull(notices.publishedAt)
    : state === 'scheduled'
      ? sql`${notices.publishedAt} > ${now.toISOString()}::timestamptz`
      : state === 'published'
        ? sql`${notices.publishedAt} <= ${now.toISOString()}::timestamptz`
        : undefined;

/** The console's list: pinned first, then the newest instant (drafts, which have none, before them), newest number last. */
export async function listNotices(db: Database, state: NoticeFilter, page = 1, now = new Date()) {
  const rows = await db
    .select({
      noticeno: notices.noticeno,
      title: notices.title,
      titleKo: notices.titleKo,
      pinned: notices.pinned,
      publishedAt: notices.publishedAt,
      updatedAt: notices.updatedAt,
      createdAt: notices.createdAt,
      views: notices.views,
    })
    .from(notices)
    .where(stateCondition(state, now))
    .orderBy(desc(notices.pinned), sql`${notices.publishedAt} desc nulls first`, desc(notices.noticeno))
    .limit(NOTICE_PAGE + 1)
    .offset((Math.max(1, page) - 1) * NOTICE_PAGE);
  return { rows: rows.slice(0, NOTICE_PAGE).map((row) => ({ ...row, state: noticeState(row.publishedAt, now) })), more: rows.length > NOTICE_PAGE };
}

/** How many notices stand in each state at `now`. */
export async function countNotices(db: Database, now = new Date()): Promise<Record<NoticeState, number>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      published: sql<number>`count(*) filter (where ${notices.publishedAt} <= ${at})::int`,
      scheduled: sql<number>`count(*) filter (where ${notices.publishedAt} > ${at})::int`,
      draft: sql<number>`count(*) filter (where ${notices.publishedAt} is null)::int`,
    })
    .from(notices);
  return row ?? { published: 0, scheduled: 0, draft: 0 };
}

/** One notice as the editor needs it (its Markdown; for a notice written as HTML, that HTML, which Markdown keeps). */
export async function noticeForEdit(db: Database, noticeno: number) {
  const [row] = await db.select().from(notices).where(eq(notices.noticeno, noticeno));
  if (!row) return undefined;
  return {
    noticeno: row.noticeno,
    title: row.title,
    titleKo: row.titleKo ?? '',
    markdown: row.bodyMarkdown ?? row.body,
    markdownKo: row.bodyMarkdownKo ?? row.bodyKo ?? '',
    pinned: row.pinned,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    views: row.views,
  };
}

/** What the audit log keeps of a notice: its texts as written, its pin and its instant. */
function snapshot(row: typeof notices.$inferSelect) {
  return {
    title: row.title,
    titleKo: row.titleKo,
    markdown: row.bodyMarkdown ?? row.body,
    markdownKo: row.bodyMarkdownKo ?? row.bodyKo,
    pinned: row.pinned,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
export type NoticeSnapshot = ReturnType<typeof snapshot>;

/**
 * A wall-clock time typed in the network's zone ("2026-12-01T09:00", a datetime-local field) as the
 * instant it names there; undefined when it is not such a time. A time a daylight-saving change skips
 * moves forward, as the zone's clocks do.
 */
export function zonedInstant(local: string, timeZone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const at = new TZDate(year, month - 1, day, hour, minute, 0, timeZone);
  // 31 February and the like roll over into the next month: refused, not moved.
  if (at.getDate() !== day) return undefined;
  return new Date(at.getTime());
}

/** An instant as the network zone's wall-clock time for a datetime-local field ("2026-12-01T09:00"). */
export const localInputValue = (at: Date, timeZone: string) => zonedIsoString(at, timeZone).slice(0, 16);

/** When a save publishes: a draft, now (a notice already public keeps its instant), or at an instant. */
export type PublishChoice = { kind: 'draft' } | { kind: 'now' } | { kind: 'at'; at: Date };

export interface NoticeInput {
  title: string;
  titleKo: string;
  markdown: string;
  markdownKo: string;
  pinned: boolean;
  publish: PublishChoice;
}

function publishedAtOf(choice: PublishChoice, before: Date | null, now: Date): Date | null {
  switch (choice.kind) {
    case 'draft':
      return null;
    case 'now':
      // A notice already public keeps its date and its place in the list.
      return before && before.getTime() <= now.getTime() ? before : now;
    case 'at':
      return choice.at;
  }
}

function bodyValues(input: NoticeInput, siteOrigin?: string) {
  const markdownKo = input.markdownKo.trim();
  return {
    title: input.title.trim(),
    titleKo: input.titleKo.trim() || null,
    bodyMarkdown: input.markdown,
    body: renderNoticeMarkdown(input.markdown, siteOrigin),
    bodyMarkdownKo: markdownKo ? input.markdownKo : null,
    bodyKo: markdownKo ? renderNoticeMarkdown(input.markdownKo, siteOrigin) : null,
  };
}

/** A new notice: answers its number and what the audit log keeps of it. */
export async function createNotice(db: Database, input: NoticeInput, options: { now?: Date; siteOrigin?: string } = {}) {
  const now = options.now ?? new Date();
  const [row] = await db
    .insert(notices)
    .values({ ...bodyValues(input, options.siteOrigin), pinned: input.pinned, publishedAt: publishedAtOf(input.publish, null, now), createdAt: now, updatedAt: now })
    .returning();
  return { noticeno: row.noticeno, after: snapshot(row) };
}

/** Saves a notice's texts, pin and publishing; undefined for an unknown notice. */
export async function updateNotice(db: Database, noticeno: number, input: NoticeInput, options: { now?: Date; siteOrigin?: string } = {}) {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notices).where(eq(notices.noticeno, noticeno)).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(notices)
      .set({ ...bodyValues(input, options.siteOrigin), pinned: input.pinned, publishedAt: publishedAtOf(input.publish, before.publishedAt, now), updatedAt: now })
      .where(eq(notices.noticeno, noticeno))
      .returning();
    return { before: snapshot(before), after: snapshot(after) };
  });
}

/** One change of state from the list: pin, unpin, publish now, unpublish (back to a draft). */
export type NoticeChange = 'pin' | 'unpin' | 'publish' | 'unpublish';

export async function changeNotice(db: Database, noticeno: number, change: NoticeChange, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notices).where(eq(notices.noticeno, noticeno)).for('update');
    if (!before) return undefined;
    const set =
      change === 'pin' || change === 'unpin'
        ? { pinned: change === 'pin' }
        : { publishedAt: change === 'unpublish' ? null : publishedAtOf({ kind: 'now' }, before.publishedAt, now) };
    const [after] = await tx
      .update(notices)
      .set({ ...set, updatedAt: now })
      .where(eq(notices.noticeno, noticeno))
      .returning();
    return { before: snapshot(before), after: snapshot(after) };
  });
}

/** Deletes a notice; answers what it was (kept in the audit log), or undefined for an unknown notice. */
export async function deleteNotice(db: Database, noticeno: number) {
  const [row] = await db.delete(notices).where(eq(notices.noticeno, noticeno)).returning();
  return row ? { before: snapshot(row) } : undefined;
}
