import { GRID_PAGE_SIZES, PAGE_SIZES } from '@/lib/shared/domain/enums';
import { readQuery, withParams, type SearchParams } from './search-params';

describe('withParams', () => {
  it('changes, adds and removes fields, keeping the others', () => {
    expect(withParams({ searchname: 'open', pageno: '3' }, { pageno: 1 })).toBe('?pageno=1&searchname=open');
    expect(withParams({ searchname: 'open', pageno: '3' }, { searchname: '' })).toBe('?pageno=3');
    expect(withParams({}, {})).toBe('');
  });
});

describe('readQuery (the operation\'s own schema, leniently)', () => {
  const list = (query: SearchParams) => readQuery('tournamentList', query, { lang: 'en' }, PAGE_SIZES);

  it('gives the schema\'s defaults for an empty query', () => {
    expect(list({})).toEqual({
      lang: 'en',
      searchtype: 'tournamentname',
      searchname: '',
      tourstatus_fk: undefined,
      tourtype_fk: undefined,
      tour_rank_type: undefined,
      pageno: 1,
      pagesize: 10,
    });
  });

  it.each<[string, SearchParams, Record<string, unknown>]>([
    ['good values, coerced', { pageno: '3', pagesize: '50', tourstatus_fk: '2', tourtype_fk: '1', tour_rank_type: '0', searchtype: 'shopname' }, { pageno: 3, pagesize: 50, tourstatus_fk: '2', tourtype_fk: 1, tour_rank_type: 0, searchtype: 'shopname' }],
    ['a malformed page number', { pageno: 'abc' }, { pageno: 1 }],
    ['page zero', { pageno: '0' }, { pageno: 1 }],
    ['a negative page', { pageno: '-2' }, { pageno: 1 }],
    ['a fractional page', { pageno: '1.5' }, { pageno: 1 }],
    ['a page above the last one served: clamps', { pageno: '100001' }, { pageno: 100_000 }],
    ['a huge page: clamps', { pageno: '99999999999' }, { pageno: 100_000 }],
    ['the last page', { pageno: '100000' }, { pageno: 100_000 }],
    ['a page size the page does not offer', { pagesize: '7' }, { pagesize: 10 }],
    ['a page size the API refuses', { pagesize: '1000' }, { pagesize: 10 }],
    ['an unknown status', { tourstatus_fk: '9' }, { tourstatus_fk: undefined }],
    ['an unknown type', { tourtype_fk: 'x' }, { tourtype_fk: undefined }],
    ['an unknown search type', { searchtype: 'everything' }, { searchtype: 'tournamentname' }],
    ['a repeated key: the first value counts', { pageno: ['4', '9'], tourstatus_fk: ['3', '1'] }, { pageno: 4, tourstatus_fk: '3' }],
    ['a repeated bad key', { pageno: ['x', '2'] }, { pageno: 1 }],
    ['a search term, trimmed', { searchname: '  open  ' }, { searchname: 'open' }],
    ['a search term too long: cut to what the API accepts', { searchname: 'x'.repeat(150) }, { searchname: 'x'.repeat(100) }],
    ['a language from the URL is not trusted over the page\'s', { lang: 'ko' }, { lang: 'en' }],
  ])('%s', (_, query, expected) => {
    expect(list(query)).toMatchObject(expected);
  });

  it('does not let one bad field spoil the others', () => {
    expect(list({ pageno: '2', tourstatus_fk: 'nope', pagesize: '30' })).toMatchObject({ pageno: 2, tourstatus_fk: undefined, pagesize: 30 });
  });

  it('uses the page\'s own page sizes and default', () => {
    expect(readQuery('lessonList', { pagesize: '18' }, {}, GRID_PAGE_SIZES).pagesize).toBe(18);
    expect(readQuery('lessonList', { pagesize: '10' }, {}, GRID_PAGE_SIZES).pagesize).toBe(9);
    expect(readQuery('lessonList', {}).pagesize).toBe(9);
    expect(readQuery('lessonCommentList', { pagesize: '30' }, { lessonno: 4 }, [20]).pagesize).toBe(20);
  });

  it('reads the filters of each list as its member API does', () => {
    expect(readQuery('courseList', { difficulty: '6', country: 'KOR' }, { lang: 'ko' })).toMatchObject({ lang: 'ko', difficulty: undefined, country: 'KOR' });
    expect(readQuery('courseList', { difficulty: '3', country: 'Mars' }, { lang: 'en' })).toMatchObject({ difficulty: 3, country: undefined });
    expect(readQuery('storeList', { storetype: '2' }, { lang: 'en' }).storetype).toBe(2);
    expect(readQuery('storeList', { storetype: '5' }, { lang: 'en' }).storetype).toBeUndefined();
    expect(readQuery('resourceList', { category: '4' }, { lang: 'en' }).category).toBe(4);
    expect(readQuery('minigameList', { eventstatus: '1', eventtype: '99' }, { lang: 'en' })).toMatchObject({ eventstatus: 1, eventtype: undefined });
    expect(readQuery('tournamentRanking', { gender: 'f', scoretype: 'net' }, { tournamentno: 5, lang: 'en' })).toMatchObject({ tournamentno: 5, gender: 'F', scoretype: 'net' });
    expect(readQuery('tournamentRanking', { gender: 'x', scoretype: 'best' }, { tournamentno: 5, lang: 'en' })).toMatchObject({ gender: '', scoretype: undefined });
    expect(readQuery('pointLeaderboard', { season: '1999', kind: 'oom', country: 'JPN' })).toMatchObject({ season: undefined, kind: 'oom', country: 'JPN' });
    expect(readQuery('lessonList', { searchtype: 'nickname' }).searchtype).toBe('nickname');
  });

  it('never throws, whatever the query', () => {
    for (const value of ['', ' ', 'null', 'undefined', '[]', '{}', '%00', '1e400', 'NaN', 'Infinity', '-0']) {
      expect(() => readQuery('tournamentList', Object.fromEntries(['searchtype', 'searchname', 'tourstatus_fk', 'tourtype_fk', 'tour_rank_type', 'pageno', 'pagesize'].map((key) => [key, value])), { lang: 'en' }, PAGE_SIZES)).not.toThrow();
    }
  });
});
