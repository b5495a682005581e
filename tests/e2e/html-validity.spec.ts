import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The Nu HTML checker (vnu-jar, run with the machine's Java: .ci/run installs it where it is
 * missing) over the server HTML of one page of each kind, in English and in Korean: 0 errors.
 * Pages are fetched over HTTP (no browser) and checked in one run of the checker.
 */
const run = promisify(execFile);
// The checker itself (the package has no types; its main module only names this file).
const vnuJar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type Json = Record<string, unknown>;

const UNKNOWN = '/no/such/page';

async function first(request: APIRequestContext, path: string, key: string): Promise<Json> {
  const body = (await (await request.get(`/upstream${path}`)).json()) as Json;
  return (body[key] as Json[])[0];
}

test('one page of each kind, in both languages, has no HTML errors', async ({ request }) => {
  test.setTimeout(240_000);
  const completed = await first(request, '/tournament/tournamentlist?tourstatus_fk=3&pagesize=1', 'tournamentlist');
  const member = await first(request, `/tournament/tournamentranking/${completed.tournamentno}?pagesize=1`, 'tournamentranklist');
  const lesson = await first(request, '/event/lessonlist?pagesize=9', 'lessonlist');
  const withWinners = await first(request, '/event/winaminigame?pagesize=10', 'winaminigamelist');
  const course = await first(request, '/golfcourse/courselist?pagesize=10', 'courselist');
  const store = await first(request, '/findlocation/storelist?pagesize=10', 'storelist');
  const notice = await first(request, '/support/noticelist?pagesize=10', 'noticelist');
  const resource = await first(request, '/support/resourcelist?pagesize=10', 'resourcelist');
  const paths = [
    '/',
    '/tournament/tournamentschedule',
    `/tournament/tournamentscheduleview/${completed.tournamentno}`,
    `/tournament/tournamentscheduleview/${completed.tournamentno}/ranking`,
    `/tournament/tournamentmember/${member.player_pk}`,
    '/tournament/jointournament',
    '/event/netizenlesson/swinglist',
    `/event/netizenlesson/netizenlessonview/${lesson.lessonno}`,
    '/event/minigame',
    `/event/minigameranking/${withWinners.eventno}`,
    '/event/winaminigame',
    `/event/winaminigamelist/${withWinners.eventno}`,
    '/event/joinminigame',
    '/golfcourse/courselist',
    `/golfcourse/courseView/${course.courseno}`,
    '/findlocation/stores',
    `/findlocation/StoresView/${store.shopno}`,
    '/support/notice',
    `/support/noticeview/${notice.noticeno}`,
    '/support/resources',
    `/support/resourcesview/${resource.resourceno}`,
    '/support/inquiry',
    '/halloffame',
    '/halloffame/pointleaderboard',
    '/halloffame/pointinfo',
    '/halloffame/stats',
    '/terms_of_use',
    '/privacy',
    '/login',
    '/signup',
    '/find_id_pwd',
    // The 404 page: its document is in the server HTML (app/global-not-found.tsx).
    UNKNOWN,
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-vnu-'));
  try {
    const files: string[] = [];
    for (const page of paths.flatMap((p) => [p, p === '/' ? '/ko' : `/ko${p}`])) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(page.endsWith(UNKNOWN) ? 404 : 200);
      const file = path.join(dir, `${page.replace(/[^a-zA-Z0-9]+/g, '_') || 'home'}.html`);
      fs.writeFileSync(file, await response.text());
      files.push(file);
    }
    let output: string;
    try {
      ({ stderr: output } = await run('java', ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }));
    } catch (error) {
      // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
      output = (error as { stderr?: string }).stderr ?? '';
      if (!output.trim().startsWith('{')) throw error;
    }
    const messages = (JSON.parse(output) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages.filter((m) => m.type === 'error');
    expect(messages.map((m) => `${path.basename(m.url)}: ${m.message} [${(m.extract ?? '').slice(0, 80)}]`)).toEqual([]);
    expect(files).toHaveLength(paths.length * 2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
