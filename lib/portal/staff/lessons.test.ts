import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { players, swingLessons } from '@/lib/member-api/db/schema';
import { staffAudit } from '@/lib/member-api/db/schema-staff';
import { dispatch } from '@/lib/member-api/dispatch';
import { createSession } from '@/lib/member-api/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { changeLessonPublication, saveLesson } from '@/app/admin/[locale]/(console)/lessons/actions';
import { parseStageTimes } from '@/lib/shared/validation/lesson';
import { issueEnrolment } from './accounts';
import { staffCookieName } from './guard';
import { lessonForEdit, lessonState, listLessons, setLessonPublished } from './lessons';
import { createStaffSession } from './sessions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
// revalidateTag needs Next's request store: the test records what the actions expire.
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

/**
 * Swing lessons published from the console (issue 24 item 3) on a real database (PGlite): a draft
 * (published_at null) or a lesson scheduled later is in no public read (list, title search, view,
 * neighbours, views, comments, a new comment, the sitemap); the console's action publishes now or
 * takes back to a draft, network admins only, audited with before and after, the lesson's tags expired.
 */
let connection: Connection;
const tokens = { admin: '', support: '', manager: '' };
const HOUR = 3_600_000;
const no = { old: 0, draft: 0, later: 0, newest: 0 };
let memberToken = '';
let coachPk = 0;

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  const db = connection.db;
  const [coach] = await db
    .insert(players)
    .values({ playerId: 'coach', email: 'coach@example.com', nickname: 'Coach', firstname: 'Co', lastname: 'Ach', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning();
  memberToken = await createSession(db, coach.playerPk);
  coachPk = coach.playerPk;
  const lesson = (title: string, daysAgo: number, publishedAt: Date | null | undefined) => ({
    playerPk: coach.playerPk,
    title,
    clubType: 1,
    stageTimes: [0, 0.6, 1.2, 1.5, 1.7, 2.1, 2.8],
    lessons: { lesson1: 'Stand tall.' },
    createdAt: new Date(Date.now() - daysAgo * 24 * HOUR),
    ...(publishedAt === undefined ? {} : { publishedAt }),
  });
  // The oldest is inserted as the seed does (no published_at given: public at once).
  const rows = await db
    .insert(swingLessons)
    .values([lesson('Seeded grip basics', 4, undefined), lesson('Draft wedge drill', 3, null), lesson('Scheduled putting', 2, new Date(Date.now() + HOUR)), lesson('Newest driver tempo', 1, new Date(Date.now() - HOUR))])
    .returning({ lessonno: swingLessons.lessonno, publishedAt: swingLessons.publishedAt });
  [no.old, no.draft, no.later, no.newest] = rows.map((r) => r.lessonno);
  expect(rows[0].publishedAt).toBeInstanceOf(Date);

  const admin = await issueEnrolment(db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  const manager = await issueEnrolment(db, { email: 'mgr@example.com', name: 'Mgr', role: 'venue_manager', venues: [] });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
  tokens.manager = await createStaffSession(db, manager.staffId, {});
}, 120_000);
afterAll(() => connection.close());

function as(who: keyof typeof tokens) {
  setRequest();
  cookieJar().set(staffCookieName(), tokens[who]);
}

type ListBody = { lessonlist: { lessonno: number }[]; lessonlistcnt: number };
const publicList = async (searchname?: string) => (await dispatch('lessonList', { pageno: 1, pagesize: 9, ...(searchname ? { searchtype: 'title', searchname } : {}) })) as ListBody;
const sitemapLessons = async () => ((await dispatch('sitemap', {})) as unknown as { sitemap: { lessons: { id: number }[] } }).sitemap.lessons.map((l) => l.id);

describe('what members see of lessons', () => {
  it('lists, searches and maps only published lessons, from their instant on', async () => {
    const list = await publicList();
    expect(list.lessonlist.map((l) => l.lessonno)).toEqual([no.newest, no.old]);
    expect(list.lessonlistcnt).toBe(2);
    expect((await publicList('wedge')).lessonlistcnt).toBe(0);
    expect((await publicList('putting')).lessonlistcnt).toBe(0);
    expect((await publicList('driver')).lessonlistcnt).toBe(1);
    expect(await sitemapLessons()).toEqual([no.old, no.newest]);
  });

  it('answers 404 for a draft or a scheduled lesson: view, views, comments, a new comment', async () => {
    for (const lessonno of [no.draft, no.later]) {
      expect(await dispatch('lessonView', { lessonno })).toMatchObject({ code: 404 });
      expect(await dispatch('lessonViewCount', { lessonno }, { ip: '198.51.100.9' })).toMatchObject({ code: 404 });
      expect(await dispatch('lessonCommentList', { lessonno, pageno: 1, pagesize: 10 })).toMatchObject({ code: 404 });
      expect(await dispatch('lessonCommentWrite', { lessonno, body: 'Nice one' }, { token: memberToken })).toMatchObject({ code: 404 });
    }
    expect(await dispatch('lessonView', { lessonno: no.old })).toMatchObject({ code: 200 });
  });

  it("skips unpublished lessons in a lesson's neighbours", async () => {
    const view = (await dispatch('lessonView', { lessonno: no.newest })) as unknown as { lesson: { prev: { lessonno: number } | null; next: unknown } };
    expect(view.lesson.prev?.lessonno).toBe(no.old);
    expect(view.lesson.next).toBeNull();
  });
});

describe('the console', () => {
  it('lists lessons by state', async () => {
    const db = connection.db;
    expect((await listLessons(db, 'draft')).rows.map((r) => r.lessonno)).toEqual([no.draft]);
    expect((await listLessons(db, 'published')).rows.map((r) => r.lessonno)).toEqual([no.newest, no.later, no.old]);
    expect((await listLessons(db, 'all')).rows).toHaveLength(4);
    const now = new Date();
    expect(lessonState(null, now)).toBe('draft');
    expect(lessonState(new Date(now.getTime() + 1), now)).toBe('scheduled');
    expect(lessonState(now, now)).toBe('published');
    expect(await setLessonPublished(db, 999_999, true)).toBeUndefined();
  });

  it('refuses support and a venue manager (403), and changes nothing', async () => {
    for (const who of ['support', 'manager'] as const) {
      as(who);
      expect(await changeLessonPublication({ lessonno: no.draft, change: 'publish' })).toMatchObject({ ok: false, code: 403, message: 'admin.errors.forbidden' });
    }
    as('admin');
    expect(await changeLessonPublication({ lessonno: no.draft, change: 'delete' })).toMatchObject({ ok: false, code: 400 });
    as('admin');
    expect(await changeLessonPublication({ lessonno: 999_999, change: 'publish' })).toMatchObject({ ok: false, code: 404 });
    expect((await publicList()).lessonlistcnt).toBe(2);
    expect(await connection.db.select().from(staffAudit)).toHaveLength(0);
  });

  it('publishes a draft now: public at once, audited, its tags expired; unpublishing takes it back', async () => {
    as('admin');
    expired.length = 0;
    expect(await changeLessonPublication({ lessonno: no.draft, change: 'publish' })).toMatchObject({ ok: true, data: { state: 'published', changed: true } });
    expect(expired).toEqual(expect.arrayContaining([`lesson-${no.draft}`, `lesson-comments-${no.draft}`, 'lessons', 'sitemap']));
    expect((await publicList('wedge')).lessonlistcnt).toBe(1);
    expect(await dispatch('lessonView', { lessonno: no.draft })).toMatchObject({ code: 200 });
    expect(await sitemapLessons()).toContain(no.draft);
    const [published] = await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'lessons.publish'));
    expect(published).toMatchObject({ staffEmail: 'ops@example.com', target: `lesson:${no.draft}`, before: { state: 'draft', publishedAt: null }, after: { state: 'published' } });

    // Publishing again changes nothing and writes no second row.
    as('admin');
    expect(await changeLessonPublication({ lessonno: no.draft, change: 'publish' })).toMatchObject({ ok: true, data: { changed: false } });
    expect(await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'lessons.publish'))).toHaveLength(1);

    as('admin');
    expect(await changeLessonPublication({ lessonno: no.old, change: 'unpublish' })).toMatchObject({ ok: true, data: { state: 'draft', changed: true } });
    expect(await dispatch('lessonView', { lessonno: no.old })).toMatchObject({ code: 404 });
    expect((await publicList('grip')).lessonlistcnt).toBe(0);
    expect(await sitemapLessons()).not.toContain(no.old);
    const [unpublished] = await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'lessons.unpublish'));
    expect(unpublished).toMatchObject({ target: `lesson:${no.old}`, before: { state: 'published' }, after: { state: 'draft', publishedAt: null } });

    // A scheduled lesson published now is public at once.
    as('admin');
    expect(await changeLessonPublication({ lessonno: no.later, change: 'publish' })).toMatchObject({ ok: true, data: { state: 'published', changed: true } });
    expect(await dispatch('lessonView', { lessonno: no.later })).toMatchObject({ code: 200 });
  });
});

describe('writing a lesson in the console', () => {
  const texts = { lesson1: 'Feet shoulder-width.', lesson2: '', lesson3: '', lesson4: '', lesson5: 'Hands ahead.', lesson6: '', lesson7: '', lessontotal: 'Smooth tempo.' };
  const form = (over: Record<string, unknown> = {}) => ({ title: 'Bunker escape', coachPk, clubType: 5, videoPath: 'lessons/new/swing.mp4', posterPath: 'lessons/new/poster.svg', stageTimes: '0, 0.5, 1, 1.4, 1.6, 2, 2.5', ...texts, ...over });

  it('reads seven stage times that never go back', () => {
    expect(parseStageTimes('0, 0.5, 1, 1.4, 1.6, 2, 2.5')).toEqual([0, 0.5, 1, 1.4, 1.6, 2, 2.5]);
    expect(parseStageTimes('0, 0.5, 1')).toBeUndefined();
    expect(parseStageTimes('0, 0.5, 0.4, 1.4, 1.6, 2, 2.5')).toBeUndefined();
    expect(parseStageTimes('0, x, 1, 1.4, 1.6, 2, 2.5')).toBeUndefined();
  });

  it('refuses support, bad fields and an unknown coach, with translated field errors', async () => {
    as('support');
    expect(await saveLesson(form())).toMatchObject({ ok: false, code: 403 });
    as('admin');
    expect(await saveLesson(form({ title: '', stageTimes: '1, 0', videoPath: '../etc/passwd', clubType: 9 }))).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: {
        title: 'admin.lessonPublishing.errors.titleRequired',
        stageTimes: 'admin.lessonPublishing.errors.stageTimesInvalid',
        videoPath: 'admin.lessonPublishing.errors.pathInvalid',
        clubType: 'admin.lessonPublishing.errors.clubInvalid',
      },
    });
    as('admin');
    expect(await saveLesson(form({ coachPk: 999_999 }))).toMatchObject({ ok: false, code: 400, fieldErrors: { coachPk: 'admin.lessonPublishing.errors.coachUnknown' } });
  });

  it('writes a new lesson as a draft members do not see, then saves it audited; published, it shows as written', async () => {
    as('admin');
    const created = await saveLesson(form());
    expect(created).toMatchObject({ ok: true });
    const lessonno = (created as { data: { lessonno: number } }).data.lessonno;
    expect(await dispatch('lessonView', { lessonno })).toMatchObject({ code: 404 });
    expect((await lessonForEdit(connection.db, lessonno))?.state).toBe('draft');
    const [createdRow] = await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'lessons.create'));
    expect(createdRow).toMatchObject({ target: `lesson:${lessonno}`, after: { title: 'Bunker escape', clubType: 5 } });

    as('admin');
    expired.length = 0;
    expect(await saveLesson(form({ lessonno, title: 'Bunker escape, explained' }))).toMatchObject({ ok: true, data: { lessonno } });
    expect(expired).toContain(`lesson-${lessonno}`);
    const [updatedRow] = await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'lessons.update'));
    expect(updatedRow).toMatchObject({ before: { title: 'Bunker escape' }, after: { title: 'Bunker escape, explained' } });
    as('admin');
    expect(await saveLesson(form({ lessonno: 999_999 }))).toMatchObject({ ok: false, code: 404 });

    as('admin');
    await changeLessonPublication({ lessonno, change: 'publish' });
    const view = (await dispatch('lessonView', { lessonno })) as unknown as { lesson: Record<string, unknown> };
    expect(view.lesson).toMatchObject({
      title: 'Bunker escape, explained',
      clubtype: 5,
      videopath: 'lessons/new/swing.mp4',
      posterpath: 'lessons/new/poster.svg',
      stagetimes: [0, 0.5, 1, 1.4, 1.6, 2, 2.5],
      lessons: { lesson1: 'Feet shoulder-width.', lesson5: 'Hands ahead.', lessontotal: 'Smooth tempo.' },
      nickname: 'Coach',
    });
  });
});
