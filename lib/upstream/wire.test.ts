import { fillPath, fromFields, matchPath, toFields } from './wire';

describe('fillPath', () => {
  it('fills path parameters and leaves the rest', () => {
    expect(fillPath('/tournament/tournamentcondition/{tournamentno}', { tournamentno: 12, x: 1 })).toEqual({
      path: '/tournament/tournamentcondition/12',
      rest: { x: 1 },
    });
  });
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/a/{id}', {})).toThrow('Missing path parameter id');
  });
  it('escapes what it puts in the path', () => {
    expect(fillPath('/a/{id}', { id: 'x/y' }).path).toBe('/a/x%2Fy');
  });
});

describe('matchPath', () => {
  it('returns the parameters of a matching path', () => {
    expect(matchPath('/tournament/tournamentranking/{tournamentno}', '/tournament/tournamentranking/42')).toEqual({
      tournamentno: '42',
    });
    expect(matchPath('/common/timezone_date_get', '/common/timezone_date_get')).toEqual({});
  });
  it('does not match other paths', () => {
    expect(matchPath('/a/{id}', '/a/1/b')).toBeUndefined();
    expect(matchPath('/a.b', '/aXb')).toBeUndefined();
  });
});

describe('toFields / fromFields', () => {
  it('round-trips text, numbers, booleans and repeated keys, dropping absent values', () => {
    const fields = toFields({ a: 1, b: 'x y', c: true, d: undefined, e: null, f: [1, 2] });
    expect(fields.toString()).toBe('a=1&b=x+y&c=true&f=1&f=2');
    expect(fromFields(fields)).toEqual({ a: '1', b: 'x y', c: 'true', f: ['1', '2'] });
  });
});
