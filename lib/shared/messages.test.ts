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

describe('one definition per thing (issue 26 item 4)', () => {
  /** Every message of a language as [key, text]. */
  const flat = (messages: object, prefix = ''): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value as object, `${prefix}${key}.`)));

  it('says what location points are in one message, the one the X-Point and favourite-venue pages both render', async () => {
    const [en, ko] = await Promise.all([loadMessages('en'), loadMessages('ko')]);
    const defining = (messages: object, pattern: RegExp) => flat(messages).filter(([, text]) => pattern.test(text)).map(([key]) => key);
    expect(defining(en, /location points are/i)).toEqual(['records.xpoint.locationDefinition']);
    expect(defining(ko, /매장 포인트는|지역 포인트는/)).toEqual(['records.xpoint.locationDefinition']);
    // lib/shared/domain/xpoint: every X-Point earned at the favourite venue since it was chosen, not only tournaments'.
    expect(flat(en).find(([key]) => key === 'records.xpoint.locationDefinition')?.[1]).toMatch(/X-Points you earn at your favourite venue since you chose it/);
    // One Korean name for them.
    expect(flat(ko).filter(([, text]) => text.includes('지역 포인트'))).toEqual([]);
  });
});

describe('one name per thing (issue 26 item 3)', () => {
  it('gives the order of merit one Korean label on every screen', async () => {
    const ko = await loadMessages('ko');
    const pick = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ko) as string;
    const labels = ['halloffame.leaderboard.kinds.oom', 'halloffame.pointinfo.oomTitle', 'membership.oom', 'enums.pointKind.oom'].map(pick);
    expect(new Set(labels)).toEqual(new Set(['공로 포인트(OOM)']));
    expect(pick('halloffame.leaderboard.description')).toContain('공로 포인트(OOM)');
  });
});
