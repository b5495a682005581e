import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { players } from '@/lib/member-api/db/schema';
import type { PointLeaderboard } from '@/lib/upstream/operations/halloffame';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';
import { insertTournamentFixture, type TournamentFixture } from './tournament.fixture';
import { publicPlayer } from './withdrawal';

/**
 * How other people see a member who left (issue 9 item 5): `publicPlayer` anonymises withdrawn,
 * purged and blocked members, and the calls behind the player page and the member-info popup
 * (playerInfo), the point leaderboard, a tournament ranking and the home page's leaders answer
 * accordingly: 404 for the player, player 0 without a name where the place stays.
 */
let connection: Connection;
let fixture: TournamentFixture;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
}, 120_000);

afterAll(async () => {
  await connection.close();
});

const setStatus = (playerPk: number, status: string) => connection.db.update(players).set({ status }).where(eq(players.playerPk, playerPk));

describe('publicPlayer', () => {
  const label = { nickname: 'Birdie', countrycode: 'KOR', shopname: 'Gangnam' };

  it('shows an active member as they are', () => {
    expect(publicPlayer(7, { ...label, status: 'active' })).toEqual({ player_pk: 7, nickname: 'Birdie', countrycode: 'KOR', shopname: 'Gangnam' });
    expect(publicPlayer(7, { nickname: 'Birdie', status: 'active' })).toEqual({ player_pk: 7, nickname: 'Birdie', countrycode: null, shopname: null });
  });

  it.each(['withdrawn', 'purged', 'blocked'])('keeps nothing of a %s member: player 0, no name, country or venue', (status) => {
    expect(publicPlayer(7, { ...label, status })).toEqual({ player_pk: 0, nickname: '', countrycode: null, shopname: null });
  });

  it('keeps nothing when the member is not found at all', () => {
    expect(publicPlayer(7, undefined)).toEqual({ player_pk: 0, nickname: '', countrycode: null, shopname: null });
  });
});

describe('the player page and member-info popup call (playerInfo)', () => {
  it('answers an active member', async () => {
    const body = (await dispatch('playerInfo', { player: fixture.playerPks[0] })) as { code: number; playerbasicinfo: { player_pk: number } };
    expect(body.code).toBe(200);
    expect(body.playerbasicinfo.player_pk).toBe(fixture.playerPks[0]);
  });

  it.each(['withdrawn', 'purged', 'blocked', 'pending'])('answers 404 for a %s member, with nothing of them', async (status) => {
    const pk = fixture.playerPks[0];
    await setStatus(pk, status);
    try {
      expect(await dispatch('playerInfo', { player: pk })).toEqual({ code: 404, message: 'memberInfo.error.notFound' });
      expect(await dispatch('playerInfo', { player: pk, type: 'tournament' })).toEqual({ code: 404, message: 'memberInfo.error.notFound' });
    } finally {
      await setStatus(pk, 'active');
    }
  });
});

describe('rankings keep the place without the name', () => {
  // Live standings leave withdrawn, purged and blocked members out (issue 26 item 7, lib/shared/domain/member-status):
  // everyone below the leader moves up. Completed tournaments keep the anonymised row (tests below).
  it.each(['withdrawn', 'blocked'])('a %s point leader leaves the season leaderboard and the next member moves up', async (status) => {
    const before = (await dispatch('pointLeaderboard', { season: 2025 })) as unknown as PointLeaderboard;
    const leader = before.pointleaderboardlist[0];
    expect(leader.player_pk).not.toBe(0);
    await setStatus(leader.player_pk, status);
    try {
      const after = (await dispatch('pointLeaderboard', { season: 2025 })) as unknown as PointLeaderboard;
      const pks = (list: PointLeaderboard['pointleaderboardlist']) => list.map((row) => row.player_pk);
      expect(pks(after.pointleaderboardlist).slice(0, before.pointleaderboardlist.length - 1)).toEqual(pks(before.pointleaderboardlist.slice(1)));
      expect(after.pointleaderboardlist[0].rank).toBe(1);
      expect(pks(after.pointleaderboardlist)).not.toContain(0);
      expect(JSON.stringify(after)).not.toContain(leader.nickname);
    } finally {
      await setStatus(leader.player_pk, 'active');
    }
  });

  it('a withdrawn member keeps the place in a tournament ranking, without name, country, venue or avatar', async () => {
    type Ranking = { code: number; tournamentranklist: { rank: number; player_pk: number; nickname: string; countrycode: string | null; shopname: string | null; avatarpath?: string | null }[] };
    const before = (await dispatch('tournamentRanking', { tournamentno: fixture.completed })) as unknown as Ranking;
    expect(before.code).toBe(200);
    const first = before.tournamentranklist[0];
    await setStatus(first.player_pk, 'withdrawn');
    try {
      const after = (await dispatch('tournamentRanking', { tournamentno: fixture.completed })) as unknown as Ranking;
      expect(after.tournamentranklist[0]).toMatchObject({ rank: first.rank, player_pk: 0, nickname: '', countrycode: null, shopname: null });
      expect(after.tournamentranklist[0].avatarpath ?? null).toBeNull();
      expect(JSON.stringify(after.tournamentranklist)).not.toContain(`"${first.nickname}"`);
    } finally {
      await setStatus(first.player_pk, 'active');
    }
  });
});
