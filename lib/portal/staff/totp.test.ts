import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { staffRecoveryCodes, staffTotp } from '@/lib/member-api/db/schema-staff';
import { useMemoryDatabase } from '@/tests/support/database';
import { issueEnrolment } from './accounts';
import { FALLBACK_ACCOUNT_BUDGET, signInWithCode } from './fallback-signin';
import { issueRecoveryCodes, remainingRecoveryCodes, spendRecoveryCode } from './recovery';
import { base32Decode, base32Encode, beginTotpEnrolment, confirmTotpEnrolment, hasTotp, hotp, matchTotp, openTotpSecret, totpCode, verifyTotp } from './totp';

const ascii = (text: string) => Buffer.from(text, 'ascii');
const at = (seconds: number) => new Date(seconds * 1000);

describe('HOTP and TOTP against the RFCs', () => {
  it('gives RFC 4226 appendix D values for counters 0 to 9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(ascii('12345678901234567890'), counter))).toEqual(expected);
  });

  // RFC 6238 appendix B: 8 digits, 30-second steps, T0 = 0, each algorithm with its own seed.
  const seeds = { sha1: '12345678901234567890', sha256: '12345678901234567890123456789012', sha512: '1234567890123456789012345678901234567890123456789012345678901234' } as const;
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at T=%i', (time, sha1, sha256, sha512) => {
    const step = Math.floor(time / 30);
    expect(hotp(ascii(seeds.sha1), step, 8, 'sha1')).toBe(sha1);
    expect(hotp(ascii(seeds.sha256), step, 8, 'sha256')).toBe(sha256);
    expect(hotp(ascii(seeds.sha512), step, 8, 'sha512')).toBe(sha512);
  });

  it('encodes base32 as RFC 4648 §10 does, both ways', () => {
    for (const [text, encoded] of [['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']]) {
      expect(base32Encode(ascii(text))).toBe(encoded);
      expect(base32Decode(encoded).toString('ascii')).toBe(text);
    }
  });

  it('accepts the step before and after now, not two away, and only steps after the last one used', () => {
    const secret = ascii(seeds.sha1);
    const now = at(1111111111);
    const step = Math.floor(1111111111 / 30);
    expect(matchTotp(secret, hotp(secret, step), now)).toBe(step);
    expect(matchTotp(secret, hotp(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, hotp(secret, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, hotp(secret, step - 2), now)).toBeUndefined();
    expect(matchTotp(secret, hotp(secret, step + 2), now)).toBeUndefined();
    expect(matchTotp(secret, hotp(secret, step), now, step)).toBeUndefined();
    expect(matchTotp(secret, hotp(secret, step + 1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, 'abcdef', now)).toBeUndefined();
  });
});

describe('TOTP and recovery codes on PGlite', () => {
  let connection: Connection;
  let staffId: number;
  beforeAll(async () => {
    connection = await useMemoryDatabase();
    ({ staffId } = await issueEnrolment(connection.db, { email: 'Ops@Example.com', name: 'Ops', role: 'network_admin' }));
  });
  afterAll(() => connection.close());

  it('stores the secret encrypted, activates it only with a current code, and refuses a replayed code', async () => {
    const db = connection.db;
    const now = new Date('2026-11-27T08:00:10Z');
    const { secret, uri } = await beginTotpEnrolment(db, staffId);
    expect(uri).toBe(`otpauth://totp/Clubhouse%20console%3AOps%40Example.com?secret=${secret}&issuer=Clubhouse+console&algorithm=SHA1&digits=6&period=30`);
    const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId));
    expect(row.pendingEncrypted).not.toContain(secret);
    expect(base32Encode(openTotpSecret(row.pendingEncrypted!))).toBe(secret);
    expect(await hasTotp(db, staffId)).toBe(false);

    const key = base32Decode(secret);
    expect(await verifyTotp(db, staffId, totpCode(key, now), now)).toBe(false); // not confirmed yet
    expect(await confirmTotpEnrolment(db, staffId, String((Number(totpCode(key, now)) + 1) % 1_000_000).padStart(6, '0'), now)).toBe(false);
    expect(await confirmTotpEnrolment(db, staffId, totpCode(key, now), now)).toBe(true);
    expect(await hasTotp(db, staffId)).toBe(true);

    // The confirming code is spent: neither it nor the previous step's code signs in.
    expect(await verifyTotp(db, staffId, totpCode(key, now), now)).toBe(false);
    const later = new Date(now.getTime() + 30_000);
    expect(await verifyTotp(db, staffId, totpCode(key, later), later)).toBe(true);
    expect(await verifyTotp(db, staffId, totpCode(key, later), later)).toBe(false);
    // Two requests at once with the next code: one wins.
    const next = new Date(later.getTime() + 30_000);
    const both = await Promise.all([verifyTotp(db, staffId, totpCode(key, next), next), verifyTotp(db, staffId, totpCode(key, next), next)]);
    expect(both.filter(Boolean)).toHaveLength(1);

    // A new enrolment waits beside the active authenticator, which keeps working until it is confirmed.
    const second = await beginTotpEnrolment(db, staffId);
    const third = new Date(next.getTime() + 30_000);
    expect(await verifyTotp(db, staffId, totpCode(key, third), third)).toBe(true);
    const fourth = new Date(third.getTime() + 30_000);
    expect(await confirmTotpEnrolment(db, staffId, totpCode(base32Decode(second.secret), fourth), fourth)).toBe(true);
    const fifth = new Date(fourth.getTime() + 30_000);
    expect(await verifyTotp(db, staffId, totpCode(key, fifth), fifth)).toBe(false);
    expect(await verifyTotp(db, staffId, totpCode(base32Decode(second.secret), fifth), fifth)).toBe(true);
  });

  it('makes ten recovery codes stored hashed, each usable once, and a new set replaces the old', async () => {
    const db = connection.db;
    const codes = await issueRecoveryCodes(db, staffId);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const rows = await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    const stored = JSON.stringify(rows).toLowerCase();
    for (const code of codes) expect(stored).not.toContain(code.replace(/-/g, ''));
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);

    expect(await spendRecoveryCode(db, staffId, codes[3].toUpperCase().replace(/-/g, ' '))).toEqual({ remaining: 9 });
    expect(await spendRecoveryCode(db, staffId, codes[3])).toBeUndefined();
    expect(await spendRecoveryCode(db, staffId, 'aaaa-aaaa-aaaa-aaaa')).toBeUndefined();
    expect(await remainingRecoveryCodes(db, staffId)).toBe(9);

    const fresh = await issueRecoveryCodes(db, staffId);
    expect(await spendRecoveryCode(db, staffId, codes[4])).toBeUndefined();
    expect(await spendRecoveryCode(db, staffId, fresh[0])).toEqual({ remaining: 9 });
  });

  it('signs in with e-mail and code, answers an unknown e-mail as a wrong code, and asks for a proof past the guessing budget', async () => {
    const db = connection.db;
    const { staffId: helpId } = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
    const { secret } = await beginTotpEnrolment(db, helpId);
    const key = base32Decode(secret);
    const start = new Date('2026-11-27T09:00:00Z');
    await confirmTotpEnrolment(db, helpId, totpCode(key, start), start);
    const codes = await issueRecoveryCodes(db, helpId);

    const now = new Date(start.getTime() + 60_000);
    const address = '198.51.100.20';
    expect(await signInWithCode(db, { email: ' HELP@example.com', code: totpCode(key, now), address }, now)).toEqual({ ok: true, staffId: helpId, email: 'help@example.com', method: 'totp' });
    const wrong = await signInWithCode(db, { email: 'help@example.com', code: '000000', address }, now);
    const unknown = await signInWithCode(db, { email: 'nobody@example.com', code: totpCode(key, now), address }, now);
    expect(wrong).toMatchObject({ ok: false, refused: 'code' });
    expect(unknown).toMatchObject({ ok: false, refused: 'code' });
    expect(await signInWithCode(db, { email: 'help@example.com', code: codes[0], address }, now)).toEqual({ ok: true, staffId: helpId, email: 'help@example.com', method: 'recovery-code', remaining: 9 });

    // The right recovery code above cleared the failures; past the budget of wrong codes an attempt needs a proof, whatever the code: the
    // refused attempt spends nothing (tests/security/console-signin.test.ts: the owner with a proof gets in).
    for (let i = 0; i < FALLBACK_ACCOUNT_BUDGET; i += 1) expect(await signInWithCode(db, { email: 'help@example.com', code: '111111', address: `198.51.100.${30 + i}` }, now)).toMatchObject({ refused: 'code' });
    expect(await signInWithCode(db, { email: 'help@example.com', code: codes[1], address: '198.51.100.22' }, now)).toMatchObject({ ok: false, refused: 'proof', scope: 'account' });
    expect(await remainingRecoveryCodes(db, helpId)).toBe(9);
    // An unknown e-mail is counted exactly alike.
    for (let i = 0; i < FALLBACK_ACCOUNT_BUDGET; i += 1) await signInWithCode(db, { email: 'ghost@example.com', code: '123456', address: `198.51.100.${100 + i}` }, now);
    expect(await signInWithCode(db, { email: 'ghost@example.com', code: '123456', address: '198.51.100.99' }, now)).toMatchObject({ refused: 'proof', scope: 'account' });
  });
});
