import { readParams } from './params';

describe('readParams (the one place a route\'s [locale] becomes a Locale)', () => {
  it('passes a known locale and the other params through', async () => {
    await expect(readParams(Promise.resolve({ locale: 'ko', id: '7' }))).resolves.toEqual({ locale: 'ko', id: '7' });
    await expect(readParams(Promise.resolve({ locale: 'en', eventno: ['3', 'x'] }))).resolves.toEqual({ locale: 'en', eventno: ['3', 'x'] });
  });

  it('answers 404 (notFound) for anything else', async () => {
    for (const locale of ['fr', 'KO', '', 'ko-KR']) {
      const error = await readParams(Promise.resolve({ locale })).then(() => null, (thrown: unknown) => thrown);
      // notFound() throws an error whose digest Next turns into the 404 page and status.
      expect(error).toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    }
  });
});
