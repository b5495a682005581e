import { desc, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { notices } from '@/lib/member-api/db/schema';
import { staffAudit } from '@/lib/member-api/db/schema-staff';
import { dispatch } from '@/lib/member-api/dispatch';
import { noticePreviewHtml, renderNoticeMarkdown } from '@/lib/portal/notice-markdown';
import { richTextOrPlain } from '@/lib/portal/sanitize';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { changeNoticeState, previewNotice, saveNotice } from '@/app/admin/[locale]/(console)/notices/actions';
import { issueEnrolment } from './accounts';
import { staffCookieName } from './guard';
import { changeNotice, countNotices, createNotice, listNotices, noticeState, updateNotice, zonedInstant } from './notices';
import { createStaffSession } from './sessions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
// revalidateTag needs Next's request store: the test records what the actions expire.
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

/**
 * Notices in the console (issue 24 item 3) on a real database (PGlite): the Markdown renderer's
 * sanitising, the public side's schedule (list, search, view, neighbours, views, home page, sitemap
 * see a notice only from its instant on), and the console's actions end to end (matrix, audit with
 * before and after, the cache tags expired).
 */
let connection: Connection;
const tokens = { admin: '', support: '', manager: '' };
const HOUR = 3_600_000;
const hostile = [
  '# Opening hours',
  '',
  'We open **early** on [Saturday](/support/notice) — see [the map](https://maps.example/x).',
  '',
  '<script>window.x = 1</script>',
  '',
  '<img src="https://img.example/a.png" onerror="alert(1)" alt="a">',
  '',
  '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)" onclick="alert(3)">two</a> [data](data:text/html;base64,PHNjcmlwdD4=)',
  '',
  '| Day | Opens |',
  '| --- | --- |',
  '| Sat | 06:00 |',
].join('\n');

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const db = connection.db;
  const admin = await issueEnrolment(db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  const manager = await issueEnrolment(db, { email: 'mgr@example.com', name: 'Mgr', role: 'venue_manager', venues: [] });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
  tokens.manager = await createStaffSession(db, manager.staffId, {});
});
afterAll(() => connection.close());

function as(who: keyof typeof tokens) {
  setRequest();
  cookieJar().set(staffCookieName(), tokens[who]);
}

const input = (over: Partial<Parameters<typeof createNotice>[1]> = {}) => ({ title: 'T', titleKo: '', markdown: 'Body', markdownKo: '', pinned: false, publish: { kind: 'now' as const }, ...over });

describe('the notice renderer', () => {
  it('renders Markdown and keeps nothing that runs: no script, no handler, no javascript: or data: link', () => {
    const html = renderNoticeMarkdown(hostile, 'http://localhost:3000');
    expect(html).toContain('<h2>Opening hours</h2>');
    expect(html).toContain('<strong>early</strong>');
    expect(html).toContain('<a href="/support/notice">Saturday</a>');
    expect(html).toContain('<a href="https://maps.example/x" rel="noopener noreferrer nofollow">the map</a>');
    expect(html).toContain('<td>06:00</td>');
    expect(html).toContain('<img src="https://img.example/a.png" alt="a" />');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|data:text/i);
    expect(html).not.toContain('window.x');
  });

  it('previews exactly what the public notice page renders from the stored body', () => {
    const stored = renderNoticeMarkdown(hostile, 'http://localhost:3000');
    // components/support/rich-text renders a stored body with richTextOrPlain.
    expect(noticePreviewHtml(hostile, 'http://localhost:3000')).toBe(richTextOrPlain(stored, 'http://localhost:3000'));
    expect(richTextOrPlain(stored, 'http://localhost:3000')).toBe(stored);
  });
});

describe('scheduled publishing', () => {
  it('reads a time typed in the network zone as its instant there, and refuses impossible ones', () => {
    expect(zonedInstant('2026-12-01T09:00', 'Asia/Seoul')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(zonedInstant('2026-07-01T09:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInstant('2026-02-31T09:00', 'Asia/Seoul')).toBeUndefined();
    expect(zonedInstant('2026-12-01 09:00', 'Asia/Seoul')).toBeUndefined();
    expect(noticeState(null)).toBe('draft');
    expect(noticeState(new Date(Date.now() + HOUR))).toBe('scheduled');
    expect(noticeState(new Date(Date.now() - HOUR))).toBe('published');
  });

  it('shows a notice to the public only from its instant: list, search, view, neighbours, views, home page and sitemap', async () => {
    const db = connection.db;
    const published = await createNotice(db, input({ title: 'Zebra published', markdown: 'zebra text' }));
    const scheduled = await createNotice(db, input({ title: 'Zebra scheduled', markdown: 'zebra text', publish: { kind: 'at', at: new Date(Date.now() + HOUR) } }));
    const draft = await createNotice(db, input({ title: 'Zebra draft', markdown: 'zebra text', publish: { kind: 'draft' } }));

    const list = await dispatch('noticeList', { searchname: 'zebra' });
    if (!('noticelist' in list)) throw new Error(JSON.stringify(list));
    expect(list.noticelist.map((n) => n.title)).toEqual(['Zebra published']);
    expect(list.noticelistcnt).toBe(1);

    expect(await dispatch('noticeView', { noticeno: published.noticeno })).toMatchObject({ notice: { title: 'Zebra published' } });
    for (const hidden of [scheduled.noticeno, draft.noticeno]) {
      expect(await dispatch('noticeView', { noticeno: hidden })).toMatchObject({ code: 404 });
      expect(await dispatch('noticeViewCount', { noticeno: hidden })).toMatchObject({ code: 404 });
    }
    const view = await dispatch('noticeView', { noticeno: published.noticeno });
    if (!('notice' in view)) throw new Error('failed');
    expect([view.prev?.id, view.next?.id]).not.toContain(scheduled.noticeno);

    const home = await dispatch('mainSummary', {});
    if (!('notices' in home)) throw new Error(JSON.stringify(home));
    expect(home.notices.map((n) => n.noticeno)).toContain(published.noticeno);
    expect(home.notices.map((n) => n.noticeno)).not.toContain(scheduled.noticeno);

    const sitemap = async () => {
      const body = await dispatch('sitemap', {});
      if (!('sitemap' in body)) throw new Error(JSON.stringify(body));
      return body.sitemap.notices.map((n) => n.id);
    };
    expect(await sitemap()).toContain(published.noticeno);
    expect(await sitemap()).not.toContain(scheduled.noticeno);
    expect(await sitemap()).not.toContain(draft.noticeno);

    // Its time comes: everywhere at once, dated by its instant.
    const at = new Date();
    await db.update(notices).set({ publishedAt: at }).where(eq(notices.noticeno, scheduled.noticeno));
    const later = await dispatch('noticeList', { searchname: 'zebra' });
    if (!('noticelist' in later)) throw new Error('failed');
    expect(later.noticelist.map((n) => n.title)).toEqual(['Zebra scheduled', 'Zebra published']);
    expect(later.noticelist[0].regdate).toBe(at.toISOString());
    expect(await sitemap()).toContain(scheduled.noticeno);
  });

  it('lists every notice for staff by state, pinned first; publishing an already public notice keeps its date', async () => {
    const db = connection.db;
    const pinned = await createNotice(db, input({ title: 'Pinned draft', pinned: true, publish: { kind: 'draft' } }));
    const all = await listNotices(db, 'all');
    expect(all.rows[0].noticeno).toBe(pinned.noticeno);
    expect((await listNotices(db, 'scheduled')).rows.every((r) => r.state === 'scheduled')).toBe(true);
    expect((await listNotices(db, 'draft')).rows.map((r) => r.noticeno)).toContain(pinned.noticeno);
    const counts = await countNotices(db);
    expect(counts.draft).toBeGreaterThanOrEqual(2);

    const old = new Date(Date.now() - 10 * HOUR);
    const created = await createNotice(db, input({ publish: { kind: 'at', at: new Date(Date.now() + HOUR) } }));
    await db.update(notices).set({ publishedAt: old }).where(eq(notices.noticeno, created.noticeno));
    const saved = await updateNotice(db, created.noticeno, input({ title: 'Edited', publish: { kind: 'now' } }));
    expect(saved?.after.publishedAt).toBe(old.toISOString());
    const back = await changeNotice(db, created.noticeno, 'unpublish');
    expect(back).toMatchObject({ before: { publishedAt: old.toISOString() }, after: { publishedAt: null } });
    expect(await updateNotice(db, 999_999, input())).toBeUndefined();
  });
});

describe('the console actions', () => {
  const lastAudit = async () => (await connection.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1))[0];

  it('support writes a notice in both languages: stored sanitised, audited, the public caches expired', async () => {
    as('support');
    expired.length = 0;
    const result = await saveNotice({ locale: 'en', title: 'Spring league', titleKo: '봄 리그', markdown: hostile, markdownKo: '**봄** 리그 <script>x()</script>', publish: 'now', pinned: 'on' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [row] = await connection.db.select().from(notices).where(eq(notices.noticeno, result.data.noticeno));
    expect(row.pinned).toBe(true);
    expect(row.bodyMarkdown).toBe(hostile);
    expect(row.body).not.toMatch(/<script|onerror|javascript:/i);
    expect(row.bodyKo).toBe('<p><strong>봄</strong> 리그 </p>');
    expect(row.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(expired.sort()).toEqual(['home', 'notices', 'sitemap']);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'notices.create', staffEmail: 'help@example.com', target: `notice:${result.data.noticeno}`, before: null });
    expect(audit.after).toMatchObject({ title: 'Spring league', titleKo: '봄 리그', pinned: true, markdown: hostile });

    // Edited into a scheduled notice: before and after in the audit log.
    const at = '2099-12-01T09:00';
    const edited = await saveNotice({ locale: 'en', noticeno: String(result.data.noticeno), title: 'Spring league 2', titleKo: '봄 리그', markdown: 'New', markdownKo: '새', publish: 'at', publishAt: at });
    expect(edited.ok).toBe(true);
    const update = await lastAudit();
    expect(update.action).toBe('notices.update');
    expect(update.before).toMatchObject({ title: 'Spring league', pinned: true });
    expect(update.after).toMatchObject({ title: 'Spring league 2', pinned: false, publishedAt: '2099-12-01T00:00:00.000Z' });
  });

  it('refuses a bad form with the fields named, a past schedule, and a Korean title without its text', async () => {
    as('admin');
    const empty = await saveNotice({ locale: 'en', title: '', markdown: '', publish: 'at', publishAt: '' });
    expect(empty).toMatchObject({ ok: false, code: 400, fieldErrors: { title: 'admin.notices.titleRequired', markdown: 'admin.notices.bodyRequired', publishAt: 'admin.notices.publishAtInvalid' } });
    const past = await saveNotice({ locale: 'en', title: 'x', markdown: 'y', publish: 'at', publishAt: '2020-01-01T09:00' });
    expect(past).toMatchObject({ ok: false, fieldErrors: { publishAt: 'admin.notices.publishAtPast' } });
    const half = await saveNotice({ locale: 'en', title: 'x', titleKo: '제목', markdown: 'y', publish: 'now' });
    expect(half).toMatchObject({ ok: false, fieldErrors: { markdownKo: 'admin.notices.koreanPair' } });
  });

  it('pins, unpublishes and deletes from the list, each audited; an unknown notice is 404', async () => {
    as('admin');
    const { noticeno } = await createNotice(connection.db, input({ title: 'To delete' }));
    for (const change of ['pin', 'unpublish', 'publish', 'delete'] as const) {
      expired.length = 0;
      expect(await changeNoticeState({ locale: 'en', noticeno, change })).toMatchObject({ ok: true });
      expect((await lastAudit()).action).toBe(`notices.${change}`);
      expect(expired).toContain('notices');
    }
    expect((await lastAudit()).before).toMatchObject({ title: 'To delete', pinned: true });
    expect(await connection.db.select().from(notices).where(eq(notices.noticeno, noticeno))).toEqual([]);
    expect(await changeNoticeState({ locale: 'en', noticeno, change: 'pin' })).toMatchObject({ ok: false, code: 404 });
  });

  it('previews sanitised, and a venue manager can do none of it (403), nor anyone without a session (401)', async () => {
    as('support');
    const preview = await previewNotice({ locale: 'en', markdown: '[x](javascript:alert(1)) **ok**' });
    expect(preview).toEqual({ ok: true, data: { html: '<p><a rel="noopener noreferrer nofollow">x</a> <strong>ok</strong></p>' } });

    as('manager');
    const before = (await lastAudit()).id;
    expect(await previewNotice({ locale: 'en', markdown: 'x' })).toMatchObject({ ok: false, code: 403 });
    expect(await saveNotice({ locale: 'en', title: 'x', markdown: 'y', publish: 'now' })).toMatchObject({ ok: false, code: 403 });
    expect(await changeNoticeState({ locale: 'en', noticeno: 1, change: 'delete' })).toMatchObject({ ok: false, code: 403 });
    setRequest();
    expect(await saveNotice({ locale: 'en', title: 'x', markdown: 'y', publish: 'now' })).toMatchObject({ ok: false, code: 401 });
    expect((await lastAudit()).id).toBe(before);
  });
});
