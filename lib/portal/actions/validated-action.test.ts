import { object, string } from 'yup';
import { setRequest } from '@/tests/support/next-headers';
import { UpstreamError } from '@/lib/upstream/errors';
import { idField } from '@/lib/upstream/operations/fields';

// Server actions run here as plain async functions; next/headers is the one thing only Next.js
// provides (the request scope), so it is replaced by a minimal stand-in (tests/support/next-headers).
jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

import { validatedAction } from './validated-action';

const schema = object({ name: string().trim().required('validation.name.required').max(5, 'validation.name.length'), note: string().default('') });

describe('validatedAction', () => {
  let calls: unknown[];
  let errorLog: jest.SpyInstance;
  const echo = validatedAction(schema, async (input, context) => {
    calls.push({ input, locale: context.locale, call: context.call });
    return { ok: true as const, data: input.name };
  });

  beforeEach(() => {
    calls = [];
    setRequest();
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLog.mockRestore());

  it('refuses a post from another site before anything runs', async () => {
    setRequest({ origin: 'https://evil.example' });
    expect(await echo({ name: 'Ann' })).toEqual({ ok: false, code: 403, message: 'api.origin', fieldErrors: {} });
    setRequest({ origin: '' });
    expect((await echo({ name: 'Ann' })).ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('accepts our own origin, passes the validated input, the locale and the caller metadata', async () => {
    setRequest({ 'x-forwarded-for': '203.0.113.5', 'user-agent': 'jest-browser' });
    expect(await echo({ name: ' Ann ', locale: 'ko', extra: 'dropped' })).toEqual({ ok: true, data: 'Ann' });
    expect(calls).toEqual([{ input: { name: 'Ann', note: '' }, locale: 'ko', call: { token: undefined, ip: '203.0.113.5', userAgent: 'jest-browser' } }]);
  });

  it('reads a FormData post (a form without JavaScript) the same way, with an unknown locale falling back', async () => {
    const form = new FormData();
    form.set('name', 'Bo');
    form.set('locale', 'xx');
    expect(await echo(form)).toEqual({ ok: true, data: 'Bo' });
    expect(calls).toEqual([expect.objectContaining({ locale: 'en' })]);
  });

  it('answers every schema failure at once as field error keys', async () => {
    const twoFields = validatedAction(object({ a: string().required('validation.a'), b: string().required('validation.b') }), async () => ({ ok: true as const, data: null }));
    expect(await twoFields({})).toEqual({ ok: false, code: 400, message: 'api.invalidInput', fieldErrors: { a: 'validation.a', b: 'validation.b' } });
    expect(await echo({ name: 'far too long' })).toMatchObject({ code: 400, fieldErrors: { name: 'validation.name.length' } });
  });

  it('answers 404 with the id field\'s own key when an id cannot name a row', async () => {
    const byId = validatedAction(object({ lessonno: idField('lesson.error.notFound') }), async () => ({ ok: true as const, data: null }));
    expect(await byId({ lessonno: 9_999_999_999 })).toEqual({ ok: false, code: 404, message: 'lesson.error.notFound', fieldErrors: {} });
  });

  it('asks for a login (401) when the session is required and there is none', async () => {
    const members = validatedAction(schema, async () => ({ ok: true as const, data: 'secret' }), { auth: 'required' });
    expect(await members({ name: 'Ann' })).toEqual({ ok: false, code: 401, message: 'api.loginRequired', fieldErrors: {} });
  });

  it("passes a member-API refusal on with its key, its fields and a 429's retryAfter", async () => {
    const limited = validatedAction(schema, async () => {
      throw new UpstreamError({ code: 429, message: 'auth.error.tooManyRequests', errors: { retryAfter: '42' } });
    });
    expect(await limited({ name: 'Ann' })).toEqual({ ok: false, code: 429, message: 'auth.error.tooManyRequests', fieldErrors: {}, retryAfter: 42 });
    const taken = validatedAction(schema, async () => {
      throw new UpstreamError({ code: 409, message: 'validation.id.taken', errors: { player_id: 'validation.id.taken' } });
    });
    expect(await taken({ name: 'Ann' })).toEqual({ ok: false, code: 409, message: 'validation.id.taken', fieldErrors: { player_id: 'validation.id.taken' } });
  });

  it('never throws: an unexpected error is logged and answered 500 api.internal', async () => {
    const broken = validatedAction(schema, async () => {
      throw new Error('database on fire');
    });
    expect(await broken({ name: 'Ann' })).toEqual({ ok: false, code: 500, message: 'api.internal', fieldErrors: {} });
    expect(errorLog).toHaveBeenCalled();
  });
});
