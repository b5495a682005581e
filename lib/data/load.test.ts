import { MemberApiUnavailable, UpstreamError } from '@/lib/upstream/errors';
import { readId } from '@/lib/upstream/operations/fields';
import { loadOrErrorState, loadOrNotFound } from './load';

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

describe('loadOrNotFound', () => {
  it('passes a result through', async () => {
    await expect(loadOrNotFound(async () => 'x')).resolves.toBe('x');
  });
  it('turns an unknown id into the 404 page', async () => {
    await expect(loadOrNotFound(() => Promise.reject(new UpstreamError({ code: 404, message: 'api.notFound' })))).rejects.toThrow('NEXT_NOT_FOUND');
  });
  it('turns any other failure into undefined for the error state', async () => {
    await expect(loadOrNotFound(() => Promise.reject(new UpstreamError({ code: 500, message: 'api.internal' })))).resolves.toBeUndefined();
    await expect(loadOrNotFound(() => Promise.reject(new Error('boom')))).resolves.toBeUndefined();
  });
});

describe('an outage of the member API', () => {
  const outage = () => Promise.reject(new MemberApiUnavailable({ code: 400, message: 'api.network' }, { network: true }));

  it('is thrown on by a detail page: its cached copy stays, or it answers 503', async () => {
    await expect(loadOrNotFound(outage)).rejects.toBeInstanceOf(MemberApiUnavailable);
  });

  it('is thrown on by a list, while a refusal still shows its error state', async () => {
    await expect(loadOrErrorState(outage)).rejects.toBeInstanceOf(MemberApiUnavailable);
    await expect(loadOrErrorState(() => Promise.reject(new UpstreamError({ code: 400, message: 'api.invalidInput' })))).resolves.toBeUndefined();
    await expect(loadOrErrorState(async () => 'rows')).resolves.toBe('rows');
  });
});
