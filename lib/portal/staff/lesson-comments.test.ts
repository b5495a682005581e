import { desc, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { lessonComments, players, swingLessons } from '@/lib/member-api/db/schema';
import { staffAudit } from '@/lib/member-api/db/schema-staff';
import { dispatch } from '@/lib/member-api/dispatch';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { hideComment } from '@/app/admin/[locale]/(console)/lessons/actions';
import { issueEnrolment } from './accounts';
import { staffCookieName } from './guard';
import { hideLessonComment, listLessonComments } from './lesson-comments';
import { createStaffSession } from './sessions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

/**
 * Hiding a lesson comment with a reason (issue 24 item 3) on PGlite: the comment leaves the lesson's
 * public list and count, the reason and who hid it stay on the row and in the audit log, the
 * lesson's pages are expired, and only a network admin may do it.
 */
let connection: Connection;
let lessonno: number;
let playerPk: number;
const tokens = { admin: '', support: '' };

async function comment(body: string) {
  const [row] = await connection.db.insert(lessonComments).values({ lessonno, playerPk, body }).returning({ commentno: lessonComments.commentno });
  await connection.db.update(swingLessons).set({ commentCount: 3 }).where(eq(swingLessons.lessonno, lessonno));
  return row.commentno;
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const db = connection.db;
  const [player] = await db
    .insert(players)
    .values({ playerId: 'writer', email: 'writer@example.com', nickname: 'Writer', firstname: 'W', lastname: 'R', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning();
  playerPk = player.playerPk;
  const [lesson] = await db
    .insert(swingLessons)
    .values({ playerPk, title: 'Tempo drill', clubType: 1, posterPath: 'p.svg', videoPath: 'v.mp4', stageTimes: [0, 0.6, 1.2, 1.5, 1.7, 2.1, 2.8], lessons: {} })
    .returning({ lessonno: swingLessons.lessonno });
  lessonno = lesson.lessonno;
  const admin = await issueEnrolment(db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
});
afterAll(() => connection.close());

function as(who: keyof typeof tokens | 'nobody') {
  setRequest();
  if (who !== 'nobody') cookieJar().set(staffCookieName(), tokens[who]);
}

const publicComments = async () => {
  const body = await dispatch('lessonCommentList', { lessonno });
  if (!('commentlist' in body)) throw new Error(JSON.stringify(body));
  return body.commentlist.map((c) => c.body);
};

describe('hiding a lesson comment', () => {
  it('a network admin hides it with a reason: gone from the lesson, counted out, audited, the pages expired', async () => {
    const spam = await comment('Buy cheap clubs at spam.example');
    await comment('Great tempo!');
    expect(await publicComments()).toContain('Buy cheap clubs at spam.example');

    as('admin');
    expect(await hideComment({ locale: 'en', commentno: spam, reason: 'no' })).toMatchObject({ ok: false, code: 400, fieldErrors: { reason: 'admin.lessons.reasonRequired' } });
    expired.length = 0;
    expect(await hideComment({ locale: 'en', commentno: spam, reason: 'Advertising, ticket 7' })).toMatchObject({ ok: true });
    expect(await publicComments()).toEqual(['Great tempo!']);
    const [row] = await connection.db.select().from(lessonComments).where(eq(lessonComments.commentno, spam));
    expect(row).toMatchObject({ hiddenReason: 'Advertising, ticket 7' });
    expect(row.hiddenBy).toBeGreaterThan(0);
    expect(row.deletedAt).not.toBeNull();
    const [lesson] = await connection.db.select({ n: swingLessons.commentCount }).from(swingLessons).where(eq(swingLessons.lessonno, lessonno));
    expect(lesson.n).toBe(2);
    expect(expired).toEqual(expect.arrayContaining([`lesson-comments-${lessonno}`, `lesson-${lessonno}`, 'lessons', 'sitemap']));
    const [audit] = await connection.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'lessons.hideComment', target: `comment:${spam}`, staffEmail: 'ops@example.com' });
    expect(audit.before).toMatchObject({ body: 'Buy cheap clubs at spam.example', visible: true });
    expect(audit.after).toEqual({ visible: false, reason: 'Advertising, ticket 7' });

    // Again: already gone (409); an unknown comment 404.
    expect(await hideComment({ locale: 'en', commentno: spam, reason: 'Advertising, ticket 7' })).toMatchObject({ ok: false, code: 409 });
    expect(await hideComment({ locale: 'en', commentno: 999_999, reason: 'Advertising, ticket 7' })).toMatchObject({ ok: false, code: 404 });

    const hidden = await listLessonComments(connection.db, 'hidden');
    expect(hidden.rows.map((r) => r.commentno)).toEqual([spam]);
    expect((await listLessonComments(connection.db, 'visible')).rows.map((r) => r.body)).toEqual(['Great tempo!']);
  });

  it('support and a visitor without a staff session may not', async () => {
    const text = await comment('Support cannot hide me');
    as('support');
    expect(await hideComment({ locale: 'en', commentno: text, reason: 'Because I can' })).toMatchObject({ ok: false, code: 403 });
    as('nobody');
    expect(await hideComment({ locale: 'en', commentno: text, reason: 'Because I can' })).toMatchObject({ ok: false, code: 401 });
    expect(await publicComments()).toContain('Support cannot hide me');
    expect(await hideLessonComment(connection.db, 999_998, 'x', 1)).toBeUndefined();
  });
});
