import { eq } from 'drizzle-orm';
import { lessonComments, players, swingLessons } from '@/lib/member-api/db/schema';
import type { Connection } from '@/lib/member-api/db/connect';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';
import { createSession } from './sessions';

let connection: Connection;
let authorToken: string;
let otherToken: string;
let authorPk: number;
const lessonnos: number[] = [];

async function insertPlayer(playerId: string, nickname: string) {
  const [player] = await connection.db
    .insert(players)
    .values({ playerId, email: `${playerId}@example.com`, nickname, firstname: 'Test', lastname: 'Er', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning();
  return player;
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const author = await insertPlayer('swinger', 'SwingKing');
  const other = await insertPlayer('watcher', 'Watcher');
  authorPk = author.playerPk;
  authorToken = await createSession(connection.db, author.playerPk);
  otherToken = await createSession(connection.db, other.playerPk);
  // 12 lessons a day apart: lesson i is i days old; every third one is by "Watcher".
  for (let i = 0; i < 12; i++) {
    const [row] = await connection.db
      .insert(swingLessons)
      .values({
        playerPk: i % 3 === 0 ? other.playerPk : author.playerPk,
        title: i === 5 ? 'Fixing my 100% slice' : `Driver swing ${i}`,
        clubType: 1,
        posterPath: `lessons/${i}/poster.svg`,
        videoPath: `lessons/${i}/swing.mp4`,
        stageTimes: [0, 0.6, 1.2, 1.5, 1.7, 2.1, 2.8],
        lessons: { lesson1: 'Stand tall.', lesson5: 'Hands ahead of the ball.', lessontotal: 'Good tempo.', stray: 'ignored', lesson2: '   ' },
        createdAt: new Date(Date.UTC(2025, 0, 20 - i, 12)),
      })
      .returning({ lessonno: swingLessons.lessonno });
    lessonnos.push(row.lessonno);
  }
});

afterAll(async () => {
  await connection.close();
});

describe('lesson list', () => {
  it('pages newest first by the grid sizes', async () => {
    const first = await dispatch('lessonList', { pageno: 1, pagesize: 9 });
    expect(first).toMatchObject({ code: 200, lessonlistcnt: 12, pageno: 1, pagesize: 9 });
    const list = (first as { lessonlist: { lessonno: number; nickname: string }[] }).lessonlist;
    expect(list.map((l) => l.lessonno)).toEqual(lessonnos.slice(0, 9));
    const second = (await dispatch('lessonList', { pageno: 2, pagesize: 9 })) as { lessonlist: { lessonno: number }[] };
    expect(second.lessonlist.map((l) => l.lessonno)).toEqual(lessonnos.slice(9));
  });

  it('refuses a page size outside 9/18/27/45', async () => {
    expect(await dispatch('lessonList', { pagesize: 10 })).toMatchObject({ code: 400, errors: { pagesize: 'validation.pageSize' } });
  });

  it('searches by title (literally) and by nickname', async () => {
    const byTitle = (await dispatch('lessonList', { searchtype: 'title', searchname: '100%' })) as { lessonlist: { title: string }[]; lessonlistcnt: number };
    expect(byTitle.lessonlistcnt).toBe(1);
    expect(byTitle.lessonlist[0].title).toBe('Fixing my 100% slice');
    const byNickname = (await dispatch('lessonList', { searchtype: 'nickname', searchname: 'watch' })) as { lessonlistcnt: number };
    expect(byNickname.lessonlistcnt).toBe(4);
  });
});

describe('a withdrawn or blocked author', () => {
  it('keeps the lessons without a name, and the old nickname finds nothing', async () => {
    const [watcher] = await connection.db.select().from(players).where(eq(players.playerId, 'watcher'));
    for (const status of ['withdrawn', 'blocked'] as const) {
      await connection.db.update(players).set({ status }).where(eq(players.playerPk, watcher.playerPk));
      expect(((await dispatch('lessonList', { searchtype: 'nickname', searchname: 'watch' })) as { lessonlistcnt: number }).lessonlistcnt).toBe(0);
      const list = (await dispatch('lessonList', { pagesize: 18 })) as { lessonlist: { lessonno: number; player_pk: number; nickname: string }[]; lessonlistcnt: number };
      expect(list.lessonlistcnt).toBe(12);
      const theirs = list.lessonlist.filter((lesson) => lessonnos.indexOf(lesson.lessonno) % 3 === 0);
      expect(theirs).toHaveLength(4);
      for (const lesson of theirs) expect(lesson).toMatchObject({ player_pk: 0, nickname: '' });
      expect(list.lessonlist.every((lesson) => !('status' in lesson))).toBe(true);
      const view = (await dispatch('lessonView', { lessonno: lessonnos[0] })) as { lesson: { player_pk: number; nickname: string } };
      expect(view.lesson).toMatchObject({ player_pk: 0, nickname: '' });
    }
    await connection.db.update(players).set({ status: 'active' }).where(eq(players.playerPk, watcher.playerPk));
    expect(((await dispatch('lessonList', { searchtype: 'nickname', searchname: 'watch' })) as { lessonlistcnt: number }).lessonlistcnt).toBe(4);
  });
});

describe('lesson view', () => {
  it('answers the stages and the neighbours', async () => {
    const body = (await dispatch('lessonView', { lessonno: lessonnos[4] })) as unknown as { code: number; lesson: Record<string, unknown> };
    expect(body.code).toBe(200);
    expect(body.lesson).toMatchObject({
      lessonno: lessonnos[4],
      nickname: 'SwingKing',
      stagetimes: [0, 0.6, 1.2, 1.5, 1.7, 2.1, 2.8],
      lessons: { lesson1: 'Stand tall.', lesson5: 'Hands ahead of the ball.', lessontotal: 'Good tempo.' },
      // Older is "previous", newer is "next".
      prev: { lessonno: lessonnos[5], title: 'Fixing my 100% slice' },
      next: { lessonno: lessonnos[3], title: 'Driver swing 3' },
    });
    expect(Object.keys(body.lesson.lessons as object)).not.toContain('stray');
  });

  it('counts nothing by being read; the beacon call counts an address once', async () => {
    const views = async () => ((await dispatch('lessonView', { lessonno: lessonnos[6] })) as { lesson: { views: number } }).lesson.views;
    const before = await views();
    expect(await views()).toBe(before);
    expect(await dispatch('lessonViewCount', { lessonno: lessonnos[6] }, { ip: '198.51.100.1' })).toMatchObject({ code: 200, views: before + 1, counted: true });
    expect(await dispatch('lessonViewCount', { lessonno: lessonnos[6] }, { ip: '198.51.100.1' })).toMatchObject({ code: 200, views: before + 1, counted: false });
    expect(await dispatch('lessonViewCount', { lessonno: lessonnos[6] }, { ip: '198.51.100.2' })).toMatchObject({ code: 200, views: before + 2, counted: true });
    expect(await views()).toBe(before + 2);
    expect(await dispatch('lessonViewCount', { lessonno: 999999 }, { ip: '198.51.100.1' })).toEqual({ code: 404, message: 'lesson.error.notFound' });
  });

  it('has no next article at the newest and no previous one at the oldest', async () => {
    const newest = (await dispatch('lessonView', { lessonno: lessonnos[0] })) as { lesson: { prev: unknown; next: unknown } };
    expect(newest.lesson.next).toBeNull();
    expect(newest.lesson.prev).toMatchObject({ lessonno: lessonnos[1] });
    const oldest = (await dispatch('lessonView', { lessonno: lessonnos[11] })) as { lesson: { prev: unknown } };
    expect(oldest.lesson.prev).toBeNull();
  });

  it('answers not found for an unknown lesson and a bad id', async () => {
    expect(await dispatch('lessonView', { lessonno: 999999 })).toEqual({ code: 404, message: 'lesson.error.notFound' });
    expect(await dispatch('lessonView', { lessonno: 'abc' })).toEqual({ code: 404, message: 'lesson.error.notFound' });
    expect(await dispatch('lessonView', { lessonno: 9_999_999_999 })).toEqual({ code: 404, message: 'lesson.error.notFound' });
  });
});

describe('lesson comments', () => {
  it('needs a member to write', async () => {
    expect(await dispatch('lessonCommentWrite', { lessonno: lessonnos[0], body: 'Nice' })).toEqual({ code: 401, message: 'api.loginRequired' });
  });

  it('refuses an empty or overlong comment with the shared schema messages', async () => {
    expect(await dispatch('lessonCommentWrite', { lessonno: lessonnos[0], body: '   ' }, { token: authorToken })).toMatchObject({
      code: 400,
      errors: { body: 'lesson.error.commentRequired' },
    });
    expect(await dispatch('lessonCommentWrite', { lessonno: lessonnos[0], body: 'x'.repeat(1001) }, { token: authorToken })).toMatchObject({
      code: 400,
      errors: { body: 'lesson.error.commentTooLong' },
    });
  });

  it('writes, lists with ownership, and lets only the author delete', async () => {
    const lessonno = lessonnos[1];
    const written = (await dispatch('lessonCommentWrite', { lessonno, body: '  <b>Great</b> tempo!  ' }, { token: authorToken })) as {
      code: number;
      comment: { commentno: number; body: string; ismine: boolean; nickname: string };
    };
    expect(written).toMatchObject({ code: 200, comment: { body: '<b>Great</b> tempo!', ismine: true, nickname: 'SwingKing' } });
    await dispatch('lessonCommentWrite', { lessonno, body: 'Thanks' }, { token: otherToken });

    const asVisitor = (await dispatch('lessonCommentList', { lessonno })) as { commentlist: { ismine: boolean; body: string }[]; commentlistcnt: number };
    expect(asVisitor.commentlistcnt).toBe(2);
    expect(asVisitor.commentlist.map((c) => c.body)).toEqual(['<b>Great</b> tempo!', 'Thanks']);
    expect(asVisitor.commentlist.every((c) => !c.ismine)).toBe(true);
    const asAuthor = (await dispatch('lessonCommentList', { lessonno }, { token: authorToken })) as { commentlist: { ismine: boolean }[] };
    expect(asAuthor.commentlist.map((c) => c.ismine)).toEqual([true, false]);

    const [lesson] = await connection.db.select().from(swingLessons).where(eq(swingLessons.lessonno, lessonno));
    expect(lesson.commentCount).toBe(2);

    const commentno = written.comment.commentno;
    expect(await dispatch('lessonCommentDelete', { commentno }, { token: otherToken })).toEqual({ code: 403, message: 'lesson.error.notYourComment' });
    expect(await dispatch('lessonCommentDelete', { commentno }, { token: authorToken })).toEqual({ code: 200, message: 'success', commentno, lessonno });
    expect(await dispatch('lessonCommentDelete', { commentno }, { token: authorToken })).toEqual({ code: 404, message: 'lesson.error.commentNotFound' });

    const after = (await dispatch('lessonCommentList', { lessonno })) as { commentlistcnt: number };
    expect(after.commentlistcnt).toBe(1);
    const [row] = await connection.db.select().from(lessonComments).where(eq(lessonComments.commentno, commentno));
    expect(row.deletedAt).not.toBeNull();
    const [updated] = await connection.db.select().from(swingLessons).where(eq(swingLessons.lessonno, lessonno));
    expect(updated.commentCount).toBe(1);
    expect(updated.playerPk).toBe(authorPk);
  });

  it('answers not found when commenting on an unknown lesson', async () => {
    expect(await dispatch('lessonCommentWrite', { lessonno: 999999, body: 'Hi' }, { token: authorToken })).toEqual({ code: 404, message: 'lesson.error.notFound' });
    expect(await dispatch('lessonCommentList', { lessonno: 999999 })).toEqual({ code: 404, message: 'lesson.error.notFound' });
  });
});
