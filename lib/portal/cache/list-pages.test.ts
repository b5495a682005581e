import { canonicalQuery, decodeListSegment, edgeMayStore, encodeListSegment, hasListSegment, listRewrite } from './list-pages';

const rewrite = (path: string, query = '') => listRewrite(path, new URLSearchParams(query));
const decoded = (path: string | undefined) => {
  const segment = path!.slice(path!.lastIndexOf('/') + 1);
  return new URLSearchParams(Buffer.from(segment.slice(1), 'base64url').toString('utf8')).toString();
};

describe('canonical list queries (one cache entry per distinct list)', () => {
  it('drops defaults, junk parameters and bad values, and sorts what is left', () => {
    expect(decoded(rewrite('/support/notice'))).toBe('');
    expect(decoded(rewrite('/support/notice', 'pageno=1&pagesize=10&utm_source=mail&lang=ko'))).toBe('');
    expect(decoded(rewrite('/support/notice', 'searchname=golf&pageno=2'))).toBe('pageno=2&searchname=golf');
    expect(decoded(rewrite('/support/notice', 'pageno=2&searchname=golf'))).toBe('pageno=2&searchname=golf');
    // Lenient: a bad page is page 1, one beyond the bound the bound, a size not offered the default.
    expect(decoded(rewrite('/support/notice', 'pageno=abc&pagesize=7'))).toBe('');
    expect(decoded(rewrite('/support/notice', 'pageno=99999999999'))).toBe('pageno=100000');
    expect(decoded(rewrite('/golfcourse/courselist', 'pagesize=18'))).toBe('pagesize=18');
    // A repeated key counts by its first value.
    expect(decoded(rewrite('/support/notice', 'pageno=3&pageno=4'))).toBe('pageno=3');
  });

  it("keeps the schedule's empty search (the page then asks for a search term)", () => {
    expect(decoded(rewrite('/tournament/tournamentschedule', 'searchname='))).toBe('searchname=');
    expect(decoded(rewrite('/tournament/tournamentschedule', 'searchname=+&tourstatus_fk=9'))).toBe('searchname=');
  });

  it('reads path inputs from the path, never the query, and gives extra event segments no entry of their own', () => {
    expect(rewrite('/tournament/tournamentscheduleview/7/ranking', 'tournamentno=9&gender=f')).toMatch(/^\/tournament\/tournamentscheduleview\/7\/ranking\/~/);
    expect(decoded(rewrite('/tournament/tournamentscheduleview/7/ranking', 'tournamentno=9&gender=f'))).toBe('gender=F');
    expect(rewrite('/event/minigameranking/3/old/5', 'pageno=2')).toBe(rewrite('/event/minigameranking/3', 'pageno=2'));
  });

  it('leaves other paths alone', () => {
    expect(rewrite('/support/noticeview/3')).toBeUndefined();
    expect(rewrite('/support/notice/more')).toBeUndefined();
    expect(rewrite('/login', 'pageno=2')).toBeUndefined();
  });

  it('accepts back only the segment it wrote', () => {
    const query = canonicalQuery('noticeList', { searchname: 'golf', pageno: '2' });
    expect(decodeListSegment('noticeList', encodeListSegment(query))).toEqual({ pageno: '2', searchname: 'golf' });
    // The same list spelt otherwise (unsorted, a default written out) is not a second entry.
    expect(decodeListSegment('noticeList', encodeListSegment('searchname=golf&pageno=2'))).toBeNull();
    expect(decodeListSegment('noticeList', encodeListSegment('pageno=1'))).toBeNull();
    expect(decodeListSegment('noticeList', 'plain')).toBeNull();
    expect(decodeListSegment('noticeList', '~a.b')).toBeNull();
  });

  it('tells an internal segment in a public path', () => {
    expect(hasListSegment('/support/notice/~')).toBe(true);
    expect(hasListSegment('/support/notice/%7EcGFnZW5vPTI')).toBe(true);
    expect(hasListSegment('/support/notice')).toBe(false);
  });
});

describe('what the edge cache may keep under the address as sent (issue 25 item 6)', () => {
  const may = (path: string, query = '') => edgeMayStore(path, new URLSearchParams(query));

  it("keeps a list's own query, in any order, and any other cached page as asked for", () => {
    expect(may('/support/notice')).toBe(true);
    expect(may('/support/notice', 'pageno=2')).toBe(true);
    expect(may('/golfcourse/courselist', 'pagesize=18&pageno=2')).toBe(true);
    expect(may('/about')).toBe(true);
    // Next's client navigation marker: the edge varies on the headers it stands for.
    expect(may('/support/notice', 'pageno=2&_rsc=1x2y3')).toBe(true);
    expect(may('/about', '_rsc=abc')).toBe(true);
    // A page that reads no query: its variants are bounded by the edge's memory, as at a CDN.
    expect(may('/about', 'x=1')).toBe(true);
  });

  it('keeps no list under junk, defaults written out, values read otherwise, or a search', () => {
    expect(may('/support/notice', 'utm_source=mail')).toBe(false);
    expect(may('/support/notice', 'pageno=1')).toBe(false);
    expect(may('/support/notice', 'pageno=abc')).toBe(false);
    expect(may('/support/notice', 'pageno=3&pageno=4')).toBe(false);
    expect(may('/support/notice', 'searchname=golf')).toBe(false);
    // The schedule's empty search is one page (it asks for a term).
    expect(may('/tournament/tournamentschedule', 'searchname=')).toBe(true);
  });
});
