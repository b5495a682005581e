import type { Database } from '@/lib/member-api/db/client';
import { countries, courses, players, pointStandings, rounds, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { assignRanks, countback } from '@/lib/shared/domain/ranking';

/**
 * A small, hand-checkable tournament network for the member-API tests: two countries, two stores,
 * 40 players (every third one female), a completed stroke/net tournament whose field contains
 * exact ties, a ready tournament nobody has played, and a season of point standings with ties.
 */
export interface TournamentFixture {
  playerPks: number[];
  completed: number;
  ready: number;
  cancelled: number;
  storeNames: string[];
}

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

/** Hole-by-hole strokes of player i: pairs (6,7) and (20,21,22) shoot identical cards, so they tie on every countback. */
export function holeStrokesOf(i: number): number[] {
  const key = i === 7 ? 6 : i === 21 || i === 22 ? 20 : i;
  return PARS.map((par, hole) => par + ((key * 7 + hole * 3) % 4 === 0 ? 1 : 0) + ((key + hole) % 11 === 0 ? 1 : 0) - (key % 5 === 0 && hole === 17 ? 1 : 0));
}

export async function insertTournamentFixture(db: Database): Promise<TournamentFixture> {
  const [korea, usa] = await db
    .insert(countries)
    .values([
      { code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'KOR', defaultTimezone: 'Asia/Seoul' },
      { code: 'USA', nameEn: 'United States', nameKo: '미국', filter: 'USA', defaultTimezone: 'America/New_York' },
    ])
    .returning();
  const storeRows = await db
    .insert(stores)
    .values([
      { name: 'Gangnam Flagship', nameKo: '강남 플래그십', countryno: korea.countryno, city: 'Seoul', address: '1 Teheran-ro', storeType: 1, timezone: 'Asia/Seoul', latitude: 37.5, longitude: 127 },
      { name: 'Austin Downtown', countryno: usa.countryno, city: 'Austin', address: '2 Congress Ave', storeType: 2, timezone: 'America/Chicago', latitude: 30.2, longitude: -97.7 },
    ])
    .returning();
  const [course] = await db
    .insert(courses)
    .values({ name: 'Pine Valley Links', nameKo: '파인밸리 링크스', countryno: korea.countryno, region: 'Gyeonggi', difficulty: 3, par: 72 })
    .returning();

  const playerRows = await db
    .insert(players)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        playerId: `golfer${i}`,
        email: `golfer${i}@example.com`,
        nickname: `Golfer_${String(i).padStart(2, '0')}`,
        firstname: 'Golf',
        lastname: 'Er',
        timezone: 'Asia/Seoul',
        gender: i % 3 === 2 ? 'F' : 'M',
        countryno: i % 2 === 0 ? korea.countryno : usa.countryno,
        shopno: storeRows[i % 2].shopno,
        status: 'active',
        xhandicap: (i % 9) + 0.5,
        createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
      })),
    )
    .returning({ playerPk: players.playerPk, gender: players.gender });

  const base = {
    courseno: course.courseno,
    tourLevel: 4,
    tourClass: 1,
    playFormat: 1,
    holes: 18,
    entryFee: 0,
    season: 2025,
  };
  const [completed, ready, cancelled, major] = await db
    .insert(tournaments)
    .values([
      { ...base, name: 'Spring Classic', nameKo: '봄 클래식', tourType: 1, rankType: 0, status: '3', shopno: storeRows[0].shopno, startsAt: new Date('2025-04-01T00:00:00Z'), endsAt: new Date('2025-04-10T00:00:00Z'), hiddenHoles: [1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 18], wind: 2, gimme: 1.5, mulligans: 1, entryLimit: 64, greenSpeed: 2.8 },
      { ...base, name: 'Autumn Open', tourType: 1, rankType: 2, status: '1', shopno: storeRows[1].shopno, startsAt: new Date('2025-10-01T00:00:00Z'), endsAt: new Date('2025-10-10T00:00:00Z'), entryLimit: 2, entryFee: 1500 },
      { ...base, name: 'Winter Cup', tourType: 2, rankType: 1, status: '4', tourLevel: null, startsAt: new Date('2025-01-01T00:00:00Z'), endsAt: new Date('2025-01-05T00:00:00Z') },
      { ...base, name: 'Grand Championship', tourType: 3, rankType: 0, status: '2', tourClass: 2, startsAt: new Date('2025-06-01T00:00:00Z'), endsAt: new Date('2025-06-30T00:00:00Z') },
    ])
    .returning({ tournamentno: tournaments.tournamentno });
  void major;

  // The completed tournament: every player played; ranks as the scoring job stores them.
  const scored = playerRows.map((player, i) => {
    const holeStrokes = holeStrokesOf(i);
    const gross = holeStrokes.reduce((a, b) => a + b, 0);
    const handicap = (i % 9) + 0.5;
    return { i, player, holeStrokes, gross, handicap, net: gross - handicap };
  });
  const byGross = assignRanks(scored.map((s) => ({ id: s.i, score: s.gross, countback: countback(s.holeStrokes) })));
  const byNet = assignRanks(scored.map((s) => ({ id: s.i, score: s.net, countback: countback(s.holeStrokes, s.handicap) })));
  const grossRank = new Map(byGross.map((r) => [r.id, r.rank]));
  const netRank = new Map(byNet.map((r) => [r.id, r.rank]));
  await db.insert(tournamentEntries).values(
    scored.map((s) => {
      const cb = countback(s.holeStrokes);
      return {
        tournamentno: completed.tournamentno,
        playerPk: s.player.playerPk,
        gender: s.player.gender,
        gross: s.gross,
        toPar: s.gross - 72,
        handicap: s.handicap,
        net: s.net,
        periaHandicap: s.handicap,
        periaNet: s.net,
        back9: cb.back9,
        back6: cb.back6,
        back3: cb.back3,
        back1: cb.back1,
        holeStrokes: s.holeStrokes,
        rankGross: grossRank.get(s.i)!,
        rankNet: netRank.get(s.i)!,
        rankPeria: netRank.get(s.i)!,
        points: grossRank.get(s.i)! <= 13 ? 25 - grossRank.get(s.i)! : 3,
      };
    }),
  );
  // One entrant in the ready tournament, not yet played.
  await db.insert(tournamentEntries).values({ tournamentno: ready.tournamentno, playerPk: playerRows[0].playerPk, gender: playerRows[0].gender });

  // Rounds of player 0: two 18-hole rounds (one in the tournament) and one nine.
  await db.insert(rounds).values([
    roundRow(playerRows[0].playerPk, course.courseno, 18, 80, 72, completed.tournamentno),
    roundRow(playerRows[0].playerPk, course.courseno, 18, 90, 72, null),
    roundRow(playerRows[0].playerPk, course.courseno, 9, 40, 36, null),
  ]);

  // Season 2025 standard points: player i has 100 - 5 * floor(i / 2) points (pairs tie), 30 players.
  await db.insert(pointStandings).values(
    playerRows.slice(0, 30).map((player, i) => ({
      season: 2025,
      kind: 'standard',
      playerPk: player.playerPk,
      countryno: i % 2 === 0 ? korea.countryno : usa.countryno,
      points: 100 - 5 * Math.floor(i / 2),
      events: 3,
      wins: i < 2 ? 1 : 0,
    })),
  );

  return {
    playerPks: playerRows.map((p) => p.playerPk),
    completed: completed.tournamentno,
    ready: ready.tournamentno,
    cancelled: cancelled.tournamentno,
    storeNames: storeRows.map((s) => s.name),
  };
}

export function roundRow(playerPk: number, courseno: number, holes: 9 | 18, totalStrokes: number, totalPar: number, tournamentno: number | null) {
  return {
    playerPk,
    courseno,
    tournamentno,
    playedAt: new Date(),
    holes,
    teeColour: 2,
    strokes: Array.from({ length: holes }, () => 4),
    pars: Array.from({ length: holes }, () => 4),
    putts: Array.from({ length: holes }, () => 2),
    fairways: Array.from({ length: holes }, () => true),
    greensInRegulation: Array.from({ length: holes }, () => true),
    holedPuttDistances: Array.from({ length: holes }, () => 1),
    driverDistances: [200],
    totalStrokes,
    totalPar,
    totalPutts: holes * 2,
    fairwayHits: holes === 18 ? 10 : 5,
    fairwayChances: holes === 18 ? 14 : 7,
    girCount: holes === 18 ? 9 : 3,
    parSaves: 4,
    parSaveChances: 8,
    longPuttsHoled: 0,
    avgDriver: holes === 18 ? 240 : 220,
    maxDriver: 260,
    avgHoledPutt: holes === 18 ? 2 : 3.5,
  };
}
