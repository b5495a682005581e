import { and, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { courseHoles, players, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import type { PlayerInfo, PlayerTournamentHistory, TournamentCondition, TournamentListItem, TournamentRanking, TournamentScorecard } from '@/lib/upstream/operations/tournament';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';
import { createSession } from './sessions';
import { holeStrokesOf, insertTournamentFixture, type TournamentFixture } from './tournament.fixture';

let connection: Connection;
let fixture: TournamentFixture;
let token: string;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  token = await createSession(connection.db, fixture.playerPks[4]);
});

afterAll(async () => {
  await connection.close();
});

type ListBody = { code: number; tournamentlistcnt: number; tournamentlist: TournamentListItem[] };
const list = async (input: Record<string, unknown>) => (await dispatch('tournamentList', input)) as unknown as ListBody;

describe('tournament list', () => {
  it('answers names in the language asked for, exactly as the tournament\'s own page does', async () => {
    for (const lang of ['ko', 'en'] as const) {
      const row = (await list({ lang, searchname: 'Spring' })).tournamentlist[0];
      const detail = ((await dispatch('tournamentCondition', { tournamentno: fixture.completed, lang })) as unknown as { tournamentcondition: TournamentCondition }).tournamentcondition;
      expect({ tournamentname: row.tournamentname, coursename: row.coursename, shopname: row.shopname }).toEqual({
        tournamentname: detail.tournamentname,
        coursename: detail.coursename,
        shopname: detail.shopname,
      });
    }
    const korean = (await list({ lang: 'ko', searchname: 'Spring' })).tournamentlist[0];
    expect(korean).toMatchObject({ tournamentname: '봄 클래식', coursename: '파인밸리 링크스', shopname: '강남 플래그십' });
  });

  it('lists every tournament, what is playing first (schedule-order.test.ts), with the spec fields', async () => {
    const body = await list({});
    expect(body).toMatchObject({ code: 200, message: 'success', pageno: 1, pagesize: 10, tournamentlistcnt: 4 });
    expect(body.tournamentlist.map((t) => t.tournamentname)).toEqual(['Grand Championship', 'Autumn Open', 'Spring Classic', 'Winter Cup']);
    expect(body.tournamentlist[2]).toMatchObject({ tourstatus: '3', tourtype: 1, tourlevel: 4, tourclass: 1, tour_rank_type: 0, entrycnt: 40, shopname: 'Gangnam Flagship', coursename: 'Pine Valley Links' });
  });

  it.each([
    [{ tourstatus_fk: '1' }, ['Autumn Open']],
    [{ tourstatus_fk: '4' }, ['Winter Cup']],
    [{ tourtype_fk: '3' }, ['Grand Championship']],
    [{ tour_rank_type: '2' }, ['Autumn Open']],
    [{ tour_rank_type: '0' }, ['Grand Championship', 'Spring Classic']],
    [{ searchname: 'classic' }, ['Spring Classic']],
    [{ searchname: '봄' }, ['Spring Classic']],
    [{ searchtype: 'shopname', searchname: 'austin' }, ['Autumn Open']],
    [{ searchname: '100%' }, []],
    [{ tourstatus_fk: '3', tourtype_fk: '1', tour_rank_type: '0' }, ['Spring Classic']],
  ])('filters by %j', async (filters, names) => {
    const body = await list(filters);
    expect(body.tournamentlist.map((t) => t.tournamentname)).toEqual(names);
    expect(body.tournamentlistcnt).toBe(names.length);
  });

  it('pages with pageno and pagesize', async () => {
    const second = await list({ pageno: 2, pagesize: 3 });
    expect(second.tournamentlist.map((t) => t.tournamentname)).toEqual(['Winter Cup']);
    expect(second.tournamentlistcnt).toBe(4);
  });

  it('answers the Korean name with lang=ko and rejects unknown codes', async () => {
    const ko = await list({ lang: 'ko', tourstatus_fk: '3' });
    expect(ko.tournamentlist[0].tournamentname).toBe('봄 클래식');
    expect(await dispatch('tournamentList', { tourstatus_fk: '9' })).toMatchObject({ code: 400, errors: { tourstatus_fk: 'tournament.error.status' } });
  });
});

describe('tournament condition', () => {
  it('answers every condition field and keeps hidden holes secret until completed', async () => {
    const body = (await dispatch('tournamentCondition', { tournamentno: fixture.completed })) as unknown as { tournamentcondition: TournamentCondition };
    expect(body.tournamentcondition).toMatchObject({
      tournamentno: fixture.completed,
      coursename: 'Pine Valley Links',
      coursepar: 72,
      holes: 18,
      wind: 2,
      gimme: 1.5,
      mulligans: 1,
      entrylimit: 64,
      teecolourmen: 2,
      teecolourwomen: 3,
      hiddenholecnt: 12,
    });
    expect(body.tournamentcondition.hiddenholes).toHaveLength(12);
    const ready = (await dispatch('tournamentCondition', { tournamentno: fixture.ready })) as unknown as { tournamentcondition: TournamentCondition };
    expect(ready.tournamentcondition.hiddenholes).toBeNull();
  });

  it('answers 404 for an unknown tournament', async () => {
    expect(await dispatch('tournamentCondition', { tournamentno: 999999 })).toEqual({ code: 404, message: 'tournament.error.notFound' });
  });
});

describe('tournament ranking', () => {
  const ranking = async (input: Record<string, unknown>, meta = {}) => (await dispatch('tournamentRanking', input, meta)) as unknown as TournamentRanking & { code: number };

  it('keeps a page until the tournament is re-ranked (ranked_at) and at most RANKED_PAGE_MS, names always read afresh', async () => {
    const input = { tournamentno: fixture.completed, scoretype: 'stroke', pageno: 4, pagesize: 10 };
    const before = await ranking(input);
    const last = before.tournamentranklist[before.tournamentranklist.length - 1];
    const lastEntry = and(eq(tournamentEntries.tournamentno, fixture.completed), eq(tournamentEntries.playerPk, last.player_pk));
    const [stored] = await connection.db.select({ gross: tournamentEntries.gross }).from(tournamentEntries).where(lastEntry);
    const [player] = await connection.db.select({ nickname: players.nickname }).from(players).where(eq(players.playerPk, last.player_pk));
    try {
      // A score changed without a re-ranking: the kept page; a new name: shown at once.
      await connection.db.update(tournamentEntries).set({ gross: (stored.gross ?? 0) + 1 }).where(lastEntry);
      await connection.db.update(players).set({ nickname: 'Renamed_Golfer' }).where(eq(players.playerPk, last.player_pk));
      const kept = (await ranking(input)).tournamentranklist.at(-1)!;
      expect(kept).toMatchObject({ player_pk: last.player_pk, gross: last.gross, nickname: 'Renamed_Golfer' });
      // Re-ranked: read again.
      await connection.db.update(tournaments).set({ rankedAt: new Date() }).where(eq(tournaments.tournamentno, fixture.completed));
      expect((await ranking(input)).tournamentranklist.at(-1)).toMatchObject({ player_pk: last.player_pk, gross: (stored.gross ?? 0) + 1 });
    } finally {
      await connection.db.update(tournamentEntries).set({ gross: stored.gross }).where(lastEntry);
      await connection.db.update(players).set({ nickname: player.nickname }).where(eq(players.playerPk, last.player_pk));
      await connection.db.update(tournaments).set({ rankedAt: new Date(Date.now() + 1) }).where(eq(tournaments.tournamentno, fixture.completed));
    }
  });

  it('pages through the whole field in rank order, ties sharing a place', async () => {
    const all: TournamentRanking['tournamentranklist'] = [];
    for (let pageno = 1; pageno <= 4; pageno++) {
      const page = await ranking({ tournamentno: fixture.completed, scoretype: 'stroke', pageno, pagesize: 10 });
      expect(page).toMatchObject({ code: 200, tournamentname: 'Spring Classic', tournamentranklistcnt: 40, pageno, pagesize: 10 });
      all.push(...page.tournamentranklist);
    }
    expect(all).toHaveLength(40);
    expect(new Set(all.map((r) => r.player_pk)).size).toBe(40);
    const [first] = await connection.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentno, fixture.completed));
    expect(first).toBeDefined();
    // competition ranking: rank i+1 unless tied with the previous row
    all.forEach((row, i) => {
      if (i > 0 && row.gross === all[i - 1].gross && row.rank === all[i - 1].rank) return;
      expect(row.rank).toBe(i + 1);
    });
    const tied = all.filter((r) => ['Golfer_06', 'Golfer_07'].includes(r.nickname));
    expect(tied[0].rank).toBe(tied[1].rank);
    expect(all.map((r) => r.gross)).toEqual([...all.map((r) => r.gross)].sort((a, b) => a - b));
  });

  it('ranks within a gender with places counted among that gender only', async () => {
    const women: TournamentRanking['tournamentranklist'] = [];
    for (let pageno = 1; pageno <= 3; pageno++) {
      const page = await ranking({ tournamentno: fixture.completed, scoretype: 'net', gender: 'f', pageno, pagesize: 5 });
      expect(page.tournamentranklistcnt).toBe(13);
      women.push(...page.tournamentranklist);
    }
    expect(women).toHaveLength(13);
    expect(women.every((r) => r.gender === 'F')).toBe(true);
    women.forEach((row, i) => {
      const expected = i > 0 && row.overallrank === women[i - 1].overallrank ? women[i - 1].rank : i + 1;
      expect(row.rank).toBe(expected);
    });
    expect(women.map((r) => r.overallrank)).toEqual([...women.map((r) => r.overallrank)].sort((a, b) => a - b));
  });

  it('uses the rank type for the default score type and answers the member their own row', async () => {
    const page = await ranking({ tournamentno: fixture.completed, tour_rank_type: '2' }, { token });
    expect(page.scoretype).toBe('net');
    expect(page.myrank?.player_pk).toBe(fixture.playerPks[4]);
    const anonymous = await ranking({ tournamentno: fixture.completed });
    expect(anonymous.scoretype).toBe('stroke');
    expect(anonymous.myrank).toBeNull();
  });

  it('is empty before play, past the last page, and 404 for an unknown tournament', async () => {
    expect(await ranking({ tournamentno: fixture.ready })).toMatchObject({ code: 200, tournamentranklistcnt: 0, tournamentranklist: [] });
    expect(await ranking({ tournamentno: fixture.completed, pageno: 9 })).toMatchObject({ tournamentranklistcnt: 40, tournamentranklist: [] });
    expect(await ranking({ tournamentno: 424242 })).toMatchObject({ code: 404, message: 'tournament.error.notFound' });
  });
});

describe('tournament scorecard', () => {
  const scorecard = async (input: Record<string, unknown>) => (await dispatch('tournamentScorecard', input)) as unknown as TournamentScorecard & { code: number; message: string };
  const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

  beforeAll(async () => {
    // The fixture's course has no holes of its own: give it the par of each hole the cards were shot on.
    const [{ courseno }] = await connection.db.select({ courseno: tournaments.courseno }).from(tournaments).where(eq(tournaments.tournamentno, fixture.completed));
    await connection.db.insert(courseHoles).values(
      PARS.map((par, i) => ({ courseno, holeNo: i + 1, par, strokeIndex: i + 1, distanceBlue: 400, distanceWhite: 380, distanceRed: 330, distanceYellow: 300 })),
    );
  });

  it("answers each hole's par and the entrant's strokes, summing to their gross", async () => {
    const card = await scorecard({ tournamentno: fixture.completed, playerno: fixture.playerPks[3] });
    expect(card).toMatchObject({ code: 200, tournamentno: fixture.completed, player_pk: fixture.playerPks[3], nickname: 'Golfer_03' });
    expect(card.holelist.map((hole) => hole.hole)).toEqual(PARS.map((_, i) => i + 1));
    expect(card.holelist.map((hole) => hole.par)).toEqual(PARS);
    expect(card.holelist.map((hole) => hole.strokes)).toEqual(holeStrokesOf(3));
    expect(card.gross).toBe(holeStrokesOf(3).reduce((a, b) => a + b, 0));
    expect(card.topar).toBe(card.gross! - 72);
  });

  it('answers an entrant who has not played with pars and no strokes', async () => {
    const card = await scorecard({ tournamentno: fixture.ready, playerno: fixture.playerPks[0] });
    expect(card.code).toBe(200);
    expect(card.gross).toBeNull();
    expect(card.holelist.every((hole) => hole.strokes === null)).toBe(true);
  });

  it('is 404 for a member who did not enter, and for an unknown tournament', async () => {
    expect(await scorecard({ tournamentno: fixture.ready, playerno: fixture.playerPks[5] })).toMatchObject({ code: 404, message: 'tournament.error.scorecardNotFound' });
    expect(await scorecard({ tournamentno: 424242, playerno: fixture.playerPks[0] })).toMatchObject({ code: 404 });
  });
});

describe('player info and tournament history', () => {
  it('sums up the rounds as the popup shows them', async () => {
    const body = (await dispatch('playerInfo', { player: fixture.playerPks[0] })) as unknown as PlayerInfo & { code: number };
    expect(body.code).toBe(200);
    expect(body.playerbasicinfo).toMatchObject({ nickname: 'Golfer_00', gender: 'M', shopname: 'Gangnam Flagship' });
    expect(body.playerbasicinfo.timezone_date.timezone_common).toBe('2024-01-01T00:00:00.000Z');
    expect(body.playerpalyinfo).toEqual({ avggreenhit: 2.3, playcnt: 3, avgdriver: 233.3, farewayrate: 71.4, greenrate: 46.7, parsaverate: 50, avgshot: 85, minshot: 80 });
    const tournamentOnly = (await dispatch('playerInfo', { player: fixture.playerPks[0], type: 'tournament' })) as unknown as PlayerInfo;
    expect(tournamentOnly.playerpalyinfo).toMatchObject({ playcnt: 1, avgshot: 80, minshot: 80 });
  });

  it('answers an empty summary for a member without rounds and 404 for nobody', async () => {
    const body = (await dispatch('playerInfo', { player: fixture.playerPks[5] })) as unknown as PlayerInfo;
    expect(body.playerpalyinfo).toEqual({ avggreenhit: null, playcnt: 0, avgdriver: null, farewayrate: null, greenrate: null, parsaverate: null, avgshot: null, minshot: null });
    expect(await dispatch('playerInfo', { player: 999999 })).toEqual({ code: 404, message: 'memberInfo.error.notFound' });
  });

  it("lists a player's tournaments with results", async () => {
    const body = (await dispatch('tournamentMember', { playerno: fixture.playerPks[0] })) as unknown as PlayerTournamentHistory & { code: number };
    expect(body).toMatchObject({ code: 200, tournamentlistcnt: 2, player: { nickname: 'Golfer_00' } });
    expect(body.tournamentlist.map((t) => t.tournamentname)).toEqual(['Autumn Open', 'Spring Classic']);
    expect(body.tournamentlist[1].rank_gross).toBeGreaterThan(0);
    expect(body.summary.tournamentcnt).toBe(2);
    expect(await dispatch('tournamentMember', { playerno: 999999 })).toMatchObject({ code: 404 });
  });
});

describe('entering a tournament', () => {
  it('needs a login, refuses closed or invitation-only events, duplicates and a full field', async () => {
    expect(await dispatch('tournamentJoin', { tournamentno: fixture.ready })).toMatchObject({ code: 401, message: 'api.loginRequired' });
    expect(await dispatch('tournamentJoin', { tournamentno: fixture.completed }, { token })).toMatchObject({ code: 409, message: 'tournament.error.closed' });
    expect(await dispatch('tournamentJoin', { tournamentno: fixture.ready }, { token })).toMatchObject({ code: 200, paymentstatus: 'venue', payment: null });
    expect(await dispatch('tournamentJoin', { tournamentno: fixture.ready }, { token })).toMatchObject({ code: 409, message: 'tournament.error.alreadyEntered' });
    const other = await createSession(connection.db, fixture.playerPks[9]);
    // The entry limit is 2 and two members have entered now.
    expect(await dispatch('tournamentJoin', { tournamentno: fixture.ready }, { token: other })).toMatchObject({ code: 409, message: 'tournament.error.entryLimit' });
    const [entry] = await connection.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentno, fixture.ready), eq(tournamentEntries.playerPk, fixture.playerPks[4])));
    const [player] = await connection.db.select().from(players).where(eq(players.playerPk, fixture.playerPks[4]));
    expect(entry.gender).toBe(player.gender);
  });
});
