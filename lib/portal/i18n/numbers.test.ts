import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

/**
 * Issue 26 item 3: numbers in texts are grouped by the language's rule ("89 of 1,960"). A plain
 * `{total}` argument is written as the bare digits; `{total, number}` (or a plural's #) is formatted.
 * Arguments that always carry a count, rank or total must say so in every message of both languages.
 */
const COUNTING_ARGUMENTS = ['rank', 'total', 'entrants', 'used', 'allowed', 'hits', 'chances', 'strokes', 'putts', 'page', 'limit'];

function plainArguments(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    if (typeof value !== 'string') return plainArguments(value as object, `${prefix}${key}.`);
    return [...value.matchAll(/\{(\w+)\}/g)].filter((match) => COUNTING_ARGUMENTS.includes(match[1])).map((match) => `${prefix}${key}: {${match[1]}}`);
  });
}

describe('numbers in messages', () => {
  it.each([
    ['en', en],
    ['ko', ko],
  ] as const)('%s: counting arguments are formatted as numbers, never written as bare digits', (_locale, messages) => {
    // The venue TV's board numbers are labels; a podium's total is a score already written (ranking-total.ts).
    expect(plainArguments(messages).filter((entry) => !entry.startsWith('venueTv.') && !entry.startsWith('tournament.ranking.podiumTotal:'))).toEqual([]);
  });

  it('groups thousands where a member reads a place out of many', () => {
    const t = createTranslator({ locale: 'en', messages: en });
    expect(t('records.ranking.yourPlace', { rank: 89, total: 1960 })).toBe('You are placed 89 of 1,960.');
    expect(t('records.eventRanking.yourPlace', { rank: 1204, total: 23456 })).toBe('You are placed 1,204 of 23,456.');
    expect(t('records.dashboard.rank', { rank: 1200, total: 15000 })).toBe('Place 1,200 of 15,000 this season');
    expect(t('halloffame.leaderboard.mine', { rank: 1500, points: 12000 })).toBe('Your place: 1,500 with 12,000 points');
    const k = createTranslator({ locale: 'ko', messages: ko });
    expect(k('records.ranking.yourPlace', { rank: 89, total: 1960 })).toContain('1,960');
  });

  it('says where a mini-game was won and with what, its unit named (not "placed 1: 2")', () => {
    const t = createTranslator({ locale: 'en', messages: en });
    const result = t('minigame.count', { count: 2 });
    expect(result).toBe('2 times');
    expect(t('records.eventWinners.youWon', { rank: 1, result })).toBe('You won: place 1, with 2 times.');
  });
});
