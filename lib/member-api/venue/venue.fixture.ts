import type { Database } from '@/lib/member-api/db/client';
import { countries, courseHoles, courses, minigameEvents, players, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';

/**
 * A small venue network for the round-API and job tests: two venues, an 18-hole course, eight
 * members (the last two female), a playing tournament (entered by members 0 to 5; 1 and 2 have
 * played), one whose period has ended but is still playing, one ready to start, and a playing
 * longest-drive mini-game at venue A.
 */
export const FIXTURE_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

export interface VenueFixture {
  venueA: number;
  venueB: number;
  courseno: number;
  otherCourse: number;
  playerPks: number[];
  playing: number;
  ended: number;
  ready: number;
  longest: number;
}

export async function insertVenueFixture(db: Database, now = new Date()): Promise<VenueFixture> {
  const day = 24 * 3_600_000;
  const [korea] = await db.insert(countries).values({ code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'KOR', defaultTimezone: 'Asia/Seoul' }).returning();
  const [venueA, venueB] = await db
    .insert(stores)
    .values([
      { name: 'Gangnam Flagship', nameKo: '강남 플래그십', countryno: korea.countryno, city: 'Seoul', address: '1 Teheran-ro', storeType: 1, timezone: 'Asia/Seoul', latitude: 37.5, longitude: 127 },
      { name: 'Busan Harbour', nameKo: '부산 하버', countryno: korea.countryno, city: 'Busan', address: '2 Haeundae-ro', storeType: 2, timezone: 'Asia/Seoul', latitude: 35.1, longitude: 129 },
    ])
    .returning();
  const [course, other] = await db
    .insert(courses)
    .values([
      { name: 'Pine Valley Links', nameKo: '파인밸리 링크스', countryno: korea.countryno, region: 'Gyeonggi', difficulty: 3, par: 72 },
      { name: 'Lake Course', countryno: korea.countryno, region: 'Jeju', difficulty: 2, par: 72 },
    ])
    .returning();
  for (const c of [course, other]) {
    await db.insert(courseHoles).values(
      FIXTURE_PARS.map((par, i) => ({
        courseno: c.courseno,
        holeNo: i + 1,
        par,
        strokeIndex: i + 1,
        distanceBlue: par * 100,
        distanceWhite: par * 95,
        distanceRed: par * 85,
        distanceYellow: par * 90,
      })),
    );
  }
  const playerRows = await db
    .insert(players)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        playerId: `bayplayer${i}`,
        email: `bayplayer${i}@example.com`,
        nickname: `Bay_Player_${i}`,
        firstname: 'Bay',
        lastname: 'Player',
        timezone: 'Asia/Seoul',
        gender: i >= 6 ? 'F' : 'M',
        countryno: korea.countryno,
        shopno: venueA.shopno,
        status: 'active',
      })),
    )
    .returning({ playerPk: players.playerPk, gender: players.gender });

  const base = { courseno: course.courseno, tourType: 1, tourLevel: 4, tourClass: 1, rankType: 0, playFormat: 1, holes: 18, season: now.getUTCFullYear(), attemptsAllowed: 2, teeColourMen: 2, teeColourWomen: 3 };
  const [playing, ended, ready] = await db
    .insert(tournaments)
    .values([
      { ...base, name: 'Bay Live Open', status: '2', startsAt: new Date(now.getTime() - day), endsAt: new Date(now.getTime() + day), hiddenHoles: [1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 18] },
      { ...base, name: 'Ended Cup', status: '2', tourClass: 2, startsAt: new Date(now.getTime() - 3 * day), endsAt: new Date(now.getTime() - 60_000) },
      { ...base, name: 'Tomorrow Trophy', status: '1', startsAt: new Date(now.getTime() - 60_000), endsAt: new Date(now.getTime() + 2 * day) },
    ])
    .returning({ tournamentno: tournaments.tournamentno });

  const card = (offset: number) => FIXTURE_PARS.map((par, hole) => par + (hole % 6 === offset ? 1 : 0));
  const scored = (i: number, strokes: number[], rank: number) => {
    const gross = strokes.reduce((a, b) => a + b, 0);
    return {
      playerPk: playerRows[i].playerPk,
      gender: playerRows[i].gender,
      attempts: 1,
      gross,
      toPar: gross - 72,
      handicap: 0,
      net: gross,
      periaHandicap: 0,
      periaNet: gross,
      back9: strokes.slice(9).reduce((a, b) => a + b, 0),
      back6: strokes.slice(12).reduce((a, b) => a + b, 0),
      back3: strokes.slice(15).reduce((a, b) => a + b, 0),
      back1: strokes[17],
      holeStrokes: strokes,
      rankGross: rank,
      rankNet: rank,
      rankPeria: rank,
    };
  };
  await db.insert(tournamentEntries).values([
    ...[0, 3, 4, 5, 6].map((i) => ({ tournamentno: playing.tournamentno, playerPk: playerRows[i].playerPk, gender: playerRows[i].gender })),
    { tournamentno: playing.tournamentno, ...scored(1, card(0), 1) },
    { tournamentno: playing.tournamentno, ...scored(2, card(1).map((s, h) => s + (h === 0 ? 1 : 0)), 2) },
    // The ended tournament: three finishers, not yet ranked or awarded (the job does that).
    ...[0, 1, 2].map((i) => ({ tournamentno: ended.tournamentno, ...scored(i, card(i).map((s, h) => s + (h < i ? 1 : 0)), i + 1) })),
  ]);
  const [longest] = await db
    .insert(minigameEvents)
    .values({ name: 'Longest Drive', eventType: 9, status: 1, shopno: venueA.shopno, startsAt: new Date(now.getTime() - day), endsAt: new Date(now.getTime() + day), winnerCount: 1, prize: 'A driver' })
    .returning({ eventno: minigameEvents.eventno });

  return {
    venueA: venueA.shopno,
    venueB: venueB.shopno,
    courseno: course.courseno,
    otherCourse: other.courseno,
    playerPks: playerRows.map((p) => p.playerPk),
    playing: playing.tournamentno,
    ended: ended.tournamentno,
    ready: ready.tournamentno,
    longest: longest.eventno,
  };
}
