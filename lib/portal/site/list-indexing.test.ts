import { listIndexing } from './list-indexing';

describe('listIndexing', () => {
  it('indexes the plain list and its further pages, each canonical to itself', () => {
    expect(listIndexing({})).toEqual({ noindex: false });
    expect(listIndexing({ pageno: '1' })).toEqual({ noindex: false });
    expect(listIndexing({ pageno: '3' })).toEqual({ noindex: false, canonicalQuery: { pageno: 3 } });
  });

  it('keeps filter, search and page-size variants out of the index', () => {
    expect(listIndexing({ searchname: 'seoul' })).toEqual({ noindex: true });
    expect(listIndexing({ pagesize: '30', pageno: '2' })).toEqual({ noindex: true, canonicalQuery: { pageno: 2 } });
    expect(listIndexing({ tourstatus_fk: '2' }).noindex).toBe(true);
    expect(listIndexing({ pageno: ['2', '3'] }).noindex).toBe(true);
  });

  it('reads a page number that is not one as page 1, and an empty field as absent', () => {
    expect(listIndexing({ pageno: 'abc' })).toEqual({ noindex: false });
    expect(listIndexing({ pageno: '02' })).toEqual({ noindex: false });
    expect(listIndexing({ searchname: '' })).toEqual({ noindex: false });
  });
});
