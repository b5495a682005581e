import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '@/lib/portal/cache/script-hashes.mjs';
import { ACCOUNT_HINT_SCRIPT, ACCOUNT_HINT_SCRIPT_HASH } from './account-hint.mjs';
import { contentSecurityPolicy } from './csp-policy.mjs';

describe('the account hint script', () => {
  it('is allowed by the hash written beside it', () => {
    expect(ACCOUNT_HINT_SCRIPT_HASH).toBe(`sha256-${createHash('sha256').update(ACCOUNT_HINT_SCRIPT, 'utf8').digest('base64')}`);
  });

  it('runs on a page rendered per request (its hash beside the nonce) and on a cached page (hashed from the HTML)', () => {
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain(`'${ACCOUNT_HINT_SCRIPT_HASH}'`);
    expect(inlineScriptHashes(`<head><script>${ACCOUNT_HINT_SCRIPT}</script></head>`)).toEqual([ACCOUNT_HINT_SCRIPT_HASH]);
  });

  it('marks the document member or guest from the cookie, and never from a lookalike', () => {
    const mark = (cookie: string) => {
      const classes = new Set<string>();
      new Function('document', ACCOUNT_HINT_SCRIPT)({ cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } });
      return [...classes];
    };
    expect(mark('a=1; clubhouse_member=1')).toEqual(['member']);
    expect(mark('clubhouse_member=1')).toEqual(['member']);
    expect(mark('')).toEqual(['guest']);
    expect(mark('xclubhouse_member=1')).toEqual(['guest']);
    expect(mark('clubhouse_member=0')).toEqual(['guest']);
  });
});
