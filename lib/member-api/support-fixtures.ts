import type { Database } from '@/lib/member-api/db/connect';
import { countries, courseHoles, courses, notices, players, resources, stores } from '@/lib/member-api/db/schema';

/**
 * A small, known network for the course, store and support tests: each filter and search has
 * rows that match and rows that do not, so a test fails if the filter is ignored.
 */
export async function insertSupportFixtures(db: Database) {
  const [kor, usa, are] = await db
    .insert(countries)
    .values([
      { code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'KOR', defaultTimezone: 'Asia/Seoul' },
      { code: 'USA', nameEn: 'USA', nameKo: '미국', filter: 'USA', defaultTimezone: 'America/New_York' },
      { code: 'ARE', nameEn: 'United Arab Emirates', nameKo: '아랍에미리트', filter: 'other', defaultTimezone: 'Asia/Dubai' },
    ])
    .returning();

  const courseRows = await db
    .insert(courses)
    .values([
      { name: 'Namhae Cliffside Golf Club', nameKo: '남해 클리프사이드 골프클럽', countryno: kor.countryno, region: 'Namhae', difficulty: 4, par: 72, description: 'Cliffs.', descriptionKo: '절벽.' },
      { name: 'Desert Mirage Golf Club', nameKo: null, countryno: usa.countryno, region: 'Scottsdale, Arizona', difficulty: 2, par: 72 },
      { name: 'Dubai Golden Dunes Golf Club', nameKo: '두바이 골든듄스 골프클럽', countryno: are.countryno, region: 'Dubai', difficulty: 3, par: 72 },
    ])
    .returning();
  await db.insert(courseHoles).values(
    Array.from({ length: 18 }, (_, i) => ({
      courseno: courseRows[0].courseno,
      holeNo: i + 1,
      par: i % 9 === 2 ? 3 : i % 9 === 5 ? 5 : 4,
      strokeIndex: ((i * 7) % 18) + 1,
      distanceBlue: 400 + i,
      distanceWhite: 380 + i,
      distanceRed: 320 + i,
      distanceYellow: 350 + i,
      dogleg: i % 3 === 0 ? -20 : 15,
      hazards: [{ kind: 'bunker' as const, at: 0.7, side: 1 as const }],
    })),
  );

  const storeRows = await db
    .insert(stores)
    .values([
      { name: 'Clubhouse Gangnam', nameKo: '클럽하우스 강남점', countryno: kor.countryno, city: 'Seoul', address: '1 Teheran-ro, Seoul', storeType: 1, timezone: 'Asia/Seoul', latitude: 37.5, longitude: 127.03, simulators: 10, hours: { mon: '00:00-24:00' } },
      { name: 'Clubhouse Mapo', nameKo: '클럽하우스 마포점', countryno: kor.countryno, city: 'Seoul', address: '2 World Cup-ro, Seoul', storeType: 2, timezone: 'Asia/Seoul', latitude: 37.55, longitude: 126.9, simulators: 4 },
      { name: 'Clubhouse Midtown', countryno: usa.countryno, city: 'New York', address: '350 5th Ave, New York', storeType: 2, timezone: 'America/New_York', latitude: 40.75, longitude: -73.98, simulators: 6 },
      { name: 'Clubhouse Marina', countryno: are.countryno, city: 'Dubai', address: 'Unit 3, Marina Walk, Dubai', storeType: 1, timezone: 'Asia/Dubai', latitude: 25.08, longitude: 55.14, simulators: 8 },
    ])
    .returning();

  const day = 86_400_000;
  const base = Date.UTC(2025, 0, 1);
  const noticeRows = await db
    .insert(notices)
    .values([
      { title: 'Old pinned rules', titleKo: '고정 공지', body: '<p>Rules</p>', pinned: true, createdAt: new Date(base) },
      { title: 'Season opening', titleKo: '시즌 개막', body: '<p>Opening</p>', bodyKo: '<p>개막</p>', createdAt: new Date(base + 1 * day) },
      { title: 'Maintenance window', body: '<p>Servers down</p>', createdAt: new Date(base + 2 * day) },
      { title: 'New courses added', body: '<p>Three new courses</p>', createdAt: new Date(base + 3 * day) },
    ])
    .returning();

  const resourceRows = await db
    .insert(resources)
    .values([
      { category: 1, title: 'Simulator manual', titleKo: '시뮬레이터 설명서', body: '<p>How to</p>', filePath: 'resources/manual.pdf', fileName: 'manual.pdf', fileSize: 1200, createdAt: new Date(base) },
      { category: 2, title: 'Spring promotion poster', body: '<p>Poster</p>', filePath: 'resources/poster.png', fileName: 'poster.png', fileSize: 3400, createdAt: new Date(base + day) },
      { category: 3, title: 'Printed scorecard', body: '<p>Card</p>', createdAt: new Date(base + 2 * day) },
    ])
    .returning();

  const [member] = await db
    .insert(players)
    .values({ playerId: 'asker', email: 'asker@example.com', nickname: 'Asker', firstname: 'Ask', lastname: 'Er', timezone: 'Asia/Seoul', gender: 'F', status: 'active', shopno: storeRows[0].shopno })
    .returning();

  return { courses: courseRows, stores: storeRows, notices: noticeRows, resources: resourceRows, member };
}
