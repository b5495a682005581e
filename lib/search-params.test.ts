import { readPaging, readSearch, withParams } from './search-params';

describe('readPaging', () => {
  it('defaults to page 1 of 10 (spec §9)', () => {
    expect(readPaging({}, [10, 30, 50, 100])).toEqual({ pageno: 1, pagesize: 10 });
  });
  it('accepts only the offered page sizes', () => {
    expect(readPaging({ pageno: '3', pagesize: '50' }, [10, 30, 50, 100])).toEqual({ pageno: 3, pagesize: 50 });
    expect(readPaging({ pagesize: '7' }, [10, 30, 50, 100]).pagesize).toBe(10);
    expect(readPaging({ pagesize: '18' }, [9, 18, 27, 45]).pagesize).toBe(18);
    expect(readPaging({}, [9, 18, 27, 45]).pagesize).toBe(9);
  });
  it('ignores malformed page numbers', () => {
    for (const pageno of ['0', '-2', 'abc', '1.5', '99999999999']) {
      expect(readPaging({ pageno }, [10]).pageno).toBe(1);
    }
  });
});

describe('withParams', () => {
  it('changes, adds and removes fields, keeping the others', () => {
    expect(withParams({ searchname: 'open', pageno: '3' }, { pageno: 1 })).toBe('?pageno=1&searchname=open');
    expect(withParams({ searchname: 'open', pageno: '3' }, { searchname: '' })).toBe('?pageno=3');
    expect(withParams({}, {})).toBe('');
  });
});

describe('readSearch', () => {
  it('trims the term and cuts it to what the member API accepts', () => {
    expect(readSearch({ searchname: '  open  ' })).toBe('open');
    expect(readSearch({})).toBe('');
    expect(readSearch({ searchname: 'x'.repeat(150) })).toHaveLength(100);
    expect(readSearch({ q: ['first', 'second'] }, 'q')).toBe('first');
  });
});
