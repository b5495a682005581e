import { MemberApiUnavailable, UpstreamError } from '@/lib/upstream/errors';
import { readId } from '@/lib/upstream/operations/fields';
import { loadPage, loadShown } from './load';
import { SessionGone } from './read';

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

// A route's id segment is read with the member API's own id field: a page and the API cannot disagree.
describe('readId on a route segment', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999999999],
    ['0', null],
    ['01', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['1234567890', 1234567890],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['9999999999', null],
  ])('%s reads as %s', (segment, expected) => {
    expect(readId(segment)).toBe(expected);
  });
});

describe('loadPage: the one outcome rule of every page', () => {
  const login = (): never => {
    throw new Error('LOGIN');
  };

  it('passes a result through', async () => {
    await expect(loadPage(async () => 'x')).resolves.toBe('x');
  });
  it('turns an unknown id into the 404 page', async () => {
    await expect(loadPage(() => Promise.reject(new UpstreamError({ code: 404, message: 'api.notFound' })))).rejects.toThrow('NEXT_NOT_FOUND');
  });
  it('turns a refusal into undefined for the error state', async () => {
    await expect(loadPage(() => Promise.reject(new UpstreamError({ code: 400, message: 'api.invalidInput' })))).resolves.toBeUndefined();
  });
  it('throws a bug on to the error boundary instead of hiding it', async () => {
    await expect(loadPage(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
  it('throws an outage on (the server answers 503, a cached page keeps its copy), even on a member page', async () => {
    const outage = () => Promise.reject(new MemberApiUnavailable({ code: 400, message: 'api.network' }, { network: true }));
    await expect(loadPage(outage)).rejects.toBeInstanceOf(MemberApiUnavailable);
    await expect(loadPage(outage, login)).rejects.toBeInstanceOf(MemberApiUnavailable);
  });
  it('sends a gone session to log in: no member, or the 401 of the member API', async () => {
    await expect(loadPage(() => Promise.reject(new SessionGone()), login)).rejects.toThrow('LOGIN');
    await expect(loadPage(() => Promise.reject(new UpstreamError({ code: 401, message: 'api.loginRequired' })), login)).rejects.toThrow('LOGIN');
  });
});

describe('loadShown: the same rule, with the refusal said in the page', () => {
  it('passes a result through, null and all (a visitor has no inquiries to list)', async () => {
    await expect(loadShown(async () => 'x')).resolves.toEqual({ data: 'x' });
    await expect(loadShown(async () => null)).resolves.toEqual({ data: null });
  });
  it("gives a refusal's message key for the page's error state", async () => {
    await expect(loadShown(() => Promise.reject(new UpstreamError({ code: 400, message: 'api.invalidInput' })))).resolves.toEqual({ refusal: 'api.invalidInput' });
  });
  it('keeps the 404 page, the 503 of an outage and the error boundary for a bug', async () => {
    await expect(loadShown(() => Promise.reject(new UpstreamError({ code: 404, message: 'api.notFound' })))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(loadShown(() => Promise.reject(new MemberApiUnavailable({ code: 400, message: 'api.network' }, { network: true })))).rejects.toBeInstanceOf(MemberApiUnavailable);
    await expect(loadShown(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
