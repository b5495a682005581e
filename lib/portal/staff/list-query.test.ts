import { firstValue, pageFrom, stateFrom, stateListHref } from './list-query';

/** The console lists' addresses: lenient reading (a value it does not know is the default), and links back. */
describe('list query', () => {
  it.each([
    [{}, 1],
    [{ page: '3' }, 3],
    [{ page: ['4', '9'] }, 4],
    [{ page: '0' }, 1],
    [{ page: '-2' }, 1],
    [{ page: 'two' }, 1],
    [{ page: '5000' }, 1000],
  ])('reads the page of %j as %d', (query, page) => {
    expect(pageFrom(query)).toBe(page);
  });

  it('takes a known state tab and falls back to the default for anything else', () => {
    const states = ['visible', 'hidden', 'all'] as const;
    expect(stateFrom({ state: 'hidden' }, states, 'visible')).toBe('hidden');
    expect(stateFrom({ state: 'deleted' }, states, 'visible')).toBe('visible');
    expect(stateFrom({}, states, 'visible')).toBe('visible');
    expect(firstValue(undefined)).toBe('');
  });

  it('leaves the default tab and the first page out of a link, or always names the state', () => {
    const withDefault = stateListHref('/admin/en/notices', 'all');
    expect(withDefault('all')).toBe('/admin/en/notices?');
    expect(withDefault('draft', 2)).toBe('/admin/en/notices?state=draft&page=2');
    expect(stateListHref('/admin/en/inquiries')('waiting')).toBe('/admin/en/inquiries?state=waiting');
  });
});
