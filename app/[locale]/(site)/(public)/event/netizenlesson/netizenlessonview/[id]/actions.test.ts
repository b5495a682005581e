import { players, swingLessons } from '@/lib/member-api/db/schema';
import type { Connection } from '@/lib/member-api/db/connect';
import { createSession } from '@/lib/member-api/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import { setRequest } from '@/tests/support/next-headers';

// The actions run as plain async functions. Only what Next.js alone provides is replaced:
// next/headers (the request's headers and cookie jar; the session cookie is sealed and read by the
// real iron-session code) and next/cache's revalidateTag (it needs Next's cache store), which
// records the tags so the test can check what a change expires.
jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

import { getSession } from '@/lib/portal/auth/session';
import { deleteComment, writeComment } from './actions';

let connection: Connection;
let lessonno: number;
const members: { pk: number; token: string }[] = [];

/** The next call comes from this member's browser (or a visitor's), from our own site unless told. */
async function as(member: { pk: number; token: string } | null, headers: Record<string, string> = {}) {
  setRequest(headers);
  if (!member) return;
  const session = await getSession();
  session.token = member.token;
  session.pk = member.pk;
  await session.save();
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
  for (const name of ['writer', 'reader', 'direct']) {
    const [player] = await connection.db
      .insert(players)
      .values({ playerId: name, email: `${name}@example.com`, nickname: name, firstname: 'T', lastname: 'E', timezone: 'Asia/Seoul', gender: 'F', status: 'active' })
      .returning();
    members.push({ pk: player.playerPk, token: await createSession(connection.db, player.playerPk) });
  }
  const [lesson] = await connection.db
    .insert(swingLessons)
    .values({ playerPk: members[0].pk, title: 'Tempo', clubType: 1, stageTimes: [0, 1, 2, 3, 4, 5, 6] })
    .returning();
  lessonno = lesson.lessonno;
});

afterAll(async () => {
  await connection.close();
});

beforeEach(() => {
  expired.length = 0;
});

describe('comment actions', () => {
  it('refuse a post from another site or without an origin', async () => {
    await as(members[0], { origin: 'https://evil.example' });
    expect(await writeComment({ lessonno, body: 'hi' })).toEqual({ ok: false, code: 403, message: 'api.origin', fieldErrors: {} });
    await as(members[0], { origin: '' });
    expect(await writeComment({ lessonno, body: 'hi' })).toMatchObject({ ok: false, code: 403 });
  });

  it('ask a visitor, or a member whose session the member API revoked, to log in', async () => {
    await as(null);
    expect(await writeComment({ lessonno, body: 'hi' })).toEqual({ ok: false, code: 401, message: 'api.loginRequired', fieldErrors: {} });
    await as({ pk: members[0].pk, token: 'revoked-or-invented' });
    expect(await writeComment({ lessonno, body: 'hi' })).toMatchObject({ ok: false, code: 401 });
  });

  it("check the text with the form's schema", async () => {
    await as(members[0]);
    expect(await writeComment({ lessonno, body: '  ' })).toMatchObject({ ok: false, code: 400, fieldErrors: { body: 'lesson.error.commentRequired' } });
  });

  it('answer 404 for a lesson that does not exist or a number beyond any row', async () => {
    await as(members[0]);
    expect(await writeComment({ lessonno: 987654, body: 'hi' })).toMatchObject({ ok: false, code: 404 });
    expect(await writeComment({ lessonno: 9_999_999_999, body: 'hi' })).toMatchObject({ ok: false, code: 404, message: 'lesson.error.notFound' });
  });

  it("write a member's comment, let only its author delete it, and expire the lesson's comment list each time", async () => {
    await as(members[0]);
    const written = await writeComment({ lessonno, body: 'Great swing' });
    if (!written.ok) throw new Error(`write failed: ${JSON.stringify(written)}`);
    expect(written.data.comment).toMatchObject({ body: 'Great swing', ismine: true });
    expect(expired).toEqual([`lesson-comments-${lessonno}`, `lesson-${lessonno}`, 'lessons', 'sitemap']);
    const { commentno } = written.data.comment;

    await as(members[1]);
    expect(await deleteComment({ lessonno, commentno })).toEqual({ ok: false, code: 403, message: 'lesson.error.notYourComment', fieldErrors: {} });

    await as(members[0], { origin: 'https://evil.example' });
    expect(await deleteComment({ lessonno, commentno })).toMatchObject({ ok: false, code: 403 });
    await as(members[0]);
    expect(await deleteComment({ lessonno, commentno })).toEqual({ ok: true, data: { commentno } });
    expect(await deleteComment({ lessonno, commentno })).toMatchObject({ ok: false, code: 404 });
    expect(expired).toEqual([`lesson-comments-${lessonno}`, `lesson-${lessonno}`, 'lessons', 'sitemap', `lesson-comments-${lessonno}`, `lesson-${lessonno}`, 'lessons', 'sitemap']);
  });

  it('limit how fast one member can comment', async () => {
    await as(members[1]);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await writeComment({ lessonno, body: `comment ${i}` });
      codes.push(result.ok ? 200 : result.code);
    }
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    // The wait goes with the refusal (requirement 28: 429 with Retry-After), not as a field error.
    expect(await writeComment({ lessonno, body: 'one more' })).toMatchObject({ ok: false, code: 429, message: 'lesson.error.tooMany', fieldErrors: {}, retryAfter: expect.any(Number) });
  });

  it('holds the limit in the member API itself, so calling /upstream directly does not get around it', async () => {
    const { dispatch } = await import('@/lib/member-api/dispatch');
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await dispatch('lessonCommentWrite', { lessonno, body: `direct ${i}` }, { token: members[2].token })).code);
    expect(answers.filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(answers.indexOf(429)).toBe(10);
  });
});
