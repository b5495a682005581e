import { loadMessages, withFallback } from './messages';

describe('withFallback', () => {
  it('fills keys missing in one language from the other, deeply', () => {
    const en = { a: 'A', nested: { x: 'X' } };
    const ko = { a: '에이', nested: { x: '엑스', y: '와이' }, only: '한국어' };
    expect(withFallback(en, ko)).toEqual({ a: 'A', nested: { x: 'X', y: '와이' }, only: '한국어' });
  });
  it('keeps a precompiled message (an array) whole instead of merging it like a namespace', () => {
    // What next-intl's build-time compilation makes of "{count} entrants" and of a plural.
    const ko = { a: { line: ['count', ' 명'] } } as never;
    const en = { a: { line: ['count', ' entrants', ' more'], other: 'x' } } as never;
    expect(withFallback(ko, en)).toEqual({ a: { line: ['count', ' 명'], other: 'x' } });
  });
});

describe('loadMessages', () => {
  it('reads each language with the other as fallback', async () => {
    const [en, ko] = await Promise.all([loadMessages('en'), loadMessages('ko')]);
    expect((en.mail as Record<string, Record<string, string>>).verify.subject).toMatch(/Confirm your e-mail/);
    expect((ko.mail as Record<string, Record<string, string>>).verify.subject).toMatch(/이메일 인증/);
  });
});
