import type { Connection } from '@/lib/member-api/db/connect';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';
import { insertTournamentFixture } from './tournament.fixture';

/**
 * The schedule puts what is playing now first (issue 26 item 13): before, it was by start date only,
 * so a tournament being played sat below the ones that had not started yet.
 */
let connection: Connection;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  await insertTournamentFixture(connection.db);
}, 120_000);

afterAll(async () => {
  await connection.close();
});

it('lists playing, then coming (soonest first), then completed (latest first), then cancelled', async () => {
  const body = (await dispatch('tournamentList', { pageno: 1, pagesize: 10 })) as { code: number; tournamentlist: { tournamentname: string; tourstatus: string }[] };
  expect(body.code).toBe(200);
  expect(body.tournamentlist.map((row) => `${row.tourstatus} ${row.tournamentname}`)).toEqual(['2 Grand Championship', '1 Autumn Open', '3 Spring Classic', '4 Winter Cup']);
});
