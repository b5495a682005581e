import type { Connection } from '@/lib/member-api/db/connect';
import { dispatch } from '@/lib/member-api/dispatch';
import { insertSupportFixtures } from './support-fixtures';

let connection: Connection;
let fixtures: Awaited<ReturnType<typeof insertSupportFixtures>>;

beforeAll(async () => {
  const { useMemoryDatabase } = await import('@/tests/support/database');
  connection = await useMemoryDatabase();
  fixtures = await insertSupportFixtures(connection.db);
});

afterAll(async () => {
  await connection.close();
});

async function ok<T>(promise: Promise<T>): Promise<T> {
  const body = await promise;
  expect((body as { code: number }).code).toBe(200);
  return body;
}

describe('courseList', () => {
  it('lists every course with its count and paging', async () => {
    const body = await ok(dispatch('courseList', { pageno: 1, pagesize: 2 }));
    if (body.code !== 200 || !('courselist' in body)) throw new Error('failed');
    expect(body.courselistcnt).toBe(3);
    expect(body.courselist).toHaveLength(2);
    const page2 = await ok(dispatch('courseList', { pageno: '2', pagesize: '2' }));
    if (!('courselist' in page2)) throw new Error('failed');
    expect(page2.courselist.map((c) => c.coursename)).toEqual(['Dubai Golden Dunes Golf Club']);
  });

  it('filters by country bucket, difficulty and search, and answers Korean names with an English fallback', async () => {
    const byCountry = await dispatch('courseList', { country: 'other' });
    if (!('courselist' in byCountry)) throw new Error('failed');
    expect(byCountry.courselist.map((c) => c.countrycode)).toEqual(['ARE']);
    const byDifficulty = await dispatch('courseList', { difficulty: '2' });
    if (!('courselist' in byDifficulty)) throw new Error('failed');
    expect(byDifficulty.courselist.map((c) => c.coursename)).toEqual(['Desert Mirage Golf Club']);
    const search = await dispatch('courseList', { searchname: 'arizona', lang: 'ko' });
    if (!('courselist' in search)) throw new Error('failed');
    expect(search.courselistcnt).toBe(1);
    expect(search.courselist[0].coursename).toBe('Desert Mirage Golf Club');
    const korean = await dispatch('courseList', { searchname: '남해', lang: 'ko' });
    if (!('courselist' in korean)) throw new Error('failed');
    expect(korean.courselist[0].coursename).toBe('남해 클리프사이드 골프클럽');
    expect(korean.courselist[0].countryname).toBe('대한민국');
  });

  it('treats % and _ in a search as text', async () => {
    const body = await dispatch('courseList', { searchname: '%' });
    if (!('courselist' in body)) throw new Error('failed');
    expect(body.courselistcnt).toBe(0);
  });
});

describe('courseView', () => {
  it('answers the course with its 18 holes in order and the total length', async () => {
    const body = await dispatch('courseView', { courseno: fixtures.courses[0].courseno, lang: 'ko' });
    if (!('course' in body)) throw new Error(JSON.stringify(body));
    expect(body.course.description).toBe('절벽.');
    expect(body.holelist.map((h) => h.holeno)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(body.course.distancewhite).toBe(body.holelist.reduce((sum, h) => sum + h.distancewhite, 0));
    expect(body.holelist[0].hazards).toEqual([{ kind: 'bunker', at: 0.7, side: 1 }]);
  });

  it('answers 404 for an unknown course', async () => {
    expect(await dispatch('courseView', { courseno: 999999 })).toEqual({ code: 404, message: 'course.error.notFound' });
  });
});

describe('storeList', () => {
  it('filters by country bucket and store type, and searches name and city', async () => {
    const korea = await dispatch('storeList', { country: 'KOR' });
    if (!('storelist' in korea)) throw new Error('failed');
    expect(korea.storelistcnt).toBe(2);
    const franchiseKorea = await dispatch('storeList', { country: 'KOR', storetype: '2' });
    if (!('storelist' in franchiseKorea)) throw new Error('failed');
    expect(franchiseKorea.storelist.map((s) => s.shopname)).toEqual(['Clubhouse Mapo']);
    const city = await dispatch('storeList', { searchname: 'new york' });
    if (!('storelist' in city)) throw new Error('failed');
    expect(city.storelist.map((s) => s.shopname)).toEqual(['Clubhouse Midtown']);
    const other = await dispatch('storeList', { country: 'other', lang: 'ko' });
    if (!('storelist' in other)) throw new Error('failed');
    expect(other.storelist.map((s) => s.countryfilter)).toEqual(['other']);
    const all = await dispatch('storeList', { country: 'nowhere', storetype: '9' });
    if (!('storelist' in all)) throw new Error('failed');
    expect(all.storelistcnt).toBe(4);
  });
});

describe('storeView', () => {
  it('answers the venue, its nearest venues by distance, its members and its leaderboard', async () => {
    const gangnam = fixtures.stores[0];
    const body = await dispatch('storeView', { shopno: gangnam.shopno, lang: 'ko' });
    if (!('store' in body)) throw new Error(JSON.stringify(body));
    expect(body.store.shopname).toBe('클럽하우스 강남점');
    expect(body.store.hours).toEqual({ mon: '00:00-24:00' });
    expect(body.store.membercnt).toBe(1);
    expect(body.nearbylist[0].shopname).toBe('클럽하우스 마포점');
    expect(body.nearbylist[0].distancekm).toBeGreaterThan(5);
    expect(body.nearbylist[0].distancekm).toBeLessThan(20);
    expect(body.nearbylist.map((n) => n.shopno)).not.toContain(gangnam.shopno);
    expect(body.leaderlist).toEqual([]);
  });

  it('answers 404 for an unknown venue and for an id that cannot name one', async () => {
    expect((await dispatch('storeView', { shopno: 424242 })).code).toBe(404);
    expect(await dispatch('storeView', { shopno: 'abc' })).toEqual({ code: 404, message: 'store.error.notFound' });
    expect(await dispatch('storeView', { shopno: 9_999_999_999 })).toEqual({ code: 404, message: 'store.error.notFound' });
  });
});
