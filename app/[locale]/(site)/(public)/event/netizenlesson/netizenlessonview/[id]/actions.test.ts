import { NextRequest } from 'next/server';
import { players, swingLessons } from '@/lib/db/schema';
import type { Connection } from '@/lib/db/connect';
import { createSession } from '@/lib/member-api/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import type { PortalSession } from '@/lib/auth/session';

// The route handlers read the portal session from the cookie; here it is whatever the test says.
let session: PortalSession | null = null;
jest.mock('@/lib/auth/session', () => ({ readSession: async () => session }));

// Imported after the mock so the handlers see it.
import { POST } from './[lessonno]/comments/route';
import { DELETE } from './[lessonno]/comments/[commentno]/route';

const ORIGIN = 'http://localhost:3000';
let connection: Connection;
let lessonno: number;
const members: { pk: number; token: string }[] = [];

function post(body: unknown, headers: Record<string, string> = { origin: ORIGIN }, id = lessonno) {
  const request = new NextRequest(`${ORIGIN}/api/event/lessons/${id}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ lessonno: String(id) }) });
}

function remove(commentno: number, headers: Record<string, string> = { origin: ORIGIN }) {
  const request = new NextRequest(`${ORIGIN}/api/event/lessons/${lessonno}/comments/${commentno}`, { method: 'DELETE', headers });
  return DELETE(request, { params: Promise.resolve({ lessonno: String(lessonno), commentno: String(commentno) }) });
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
  session = null;
});

describe('comment route handlers', () => {
  it('refuse a request from another site or without an origin', async () => {
    session = { token: members[0].token, pk: members[0].pk };
    expect((await post({ body: 'hi' }, { origin: 'https://evil.example' })).status).toBe(403);
    const bare = await post({ body: 'hi' }, {});
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ code: 403, message: 'lesson.error.origin' });
  });

  it('ask a visitor to log in', async () => {
    const response = await post({ body: 'hi' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'lesson.error.loginToComment' });
  });

  it("check the text with the form's schema", async () => {
    session = { token: members[0].token, pk: members[0].pk };
    const response = await post({ body: '  ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { body: 'lesson.error.commentRequired' } });
  });

  it('answer 404 for a lesson that does not exist or a malformed number', async () => {
    session = { token: members[0].token, pk: members[0].pk };
    expect((await post({ body: 'hi' }, { origin: ORIGIN }, 987654)).status).toBe(404);
  });

  it("write a member's comment and let only its author delete it", async () => {
    session = { token: members[0].token, pk: members[0].pk };
    const written = await post({ body: 'Great swing' });
    expect(written.status).toBe(200);
    const { comment } = (await written.json()) as { comment: { commentno: number; ismine: boolean; body: string } };
    expect(comment).toMatchObject({ body: 'Great swing', ismine: true });

    session = { token: members[1].token, pk: members[1].pk };
    const refused = await remove(comment.commentno);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 403, message: 'lesson.error.notYourComment' });

    session = { token: members[0].token, pk: members[0].pk };
    expect((await remove(comment.commentno, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await remove(comment.commentno)).status).toBe(200);
    expect((await remove(comment.commentno)).status).toBe(404);
  });

  it('limit how fast one member can comment', async () => {
    session = { token: members[1].token, pk: members[1].pk };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ body: `comment ${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await post({ body: 'one more' });
    expect(await limited.json()).toEqual({ code: 429, message: 'lesson.error.tooMany' });
  });

  it('holds the limit in the member API itself, so calling /upstream directly does not get around it', async () => {
    const { dispatch } = await import('@/lib/member-api/dispatch');
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await dispatch('lessonCommentWrite', { lessonno, body: `direct ${i}` }, { token: members[2].token })).code);
    expect(answers.filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(answers.indexOf(429)).toBe(10);
  });
});
