import 'server-only';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { staffRecoveryCodes } from '@/lib/member-api/db/schema-staff';

/**
 * Recovery codes: ten one-use codes per staff account, shown once when made. Each is 16 characters of
 * the RFC 4648 base32 alphabet (80 random bits, no 0/1/8/9 to misread), stored only as SHA-256 over a
 * random per-code salt and the code (ASVS 2.6.2: under 112 bits, so salted and hashed). Making a new
 * set replaces the old one entirely.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The code as typed, without spaces or dashes, in capitals; undefined when it cannot be one. */
export function normalizeRecoveryCode(code: string): string | undefined {
  const clean = code.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z2-7]{16}$/.test(clean) ? clean : undefined;
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < 16; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Shown as four groups of four, lower case: `abcd-efgh-ijkl-mnop`. */
export const formatRecoveryCode = (code: string) => code.toLowerCase().match(/.{4}/g)!.join('-');

/** A new set of codes for the account (the old ones stop working): the only time they are readable. */
export async function issueRecoveryCodes(db: Database, staffId: number, now = new Date()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(
      codes.map((code) => {
        const salt = randomBytes(16).toString('hex');
        return { staffId, salt, codeHash: hashCode(salt, code), createdAt: now };
      }),
    );
  });
  return codes.map(formatRecoveryCode);
}

export async function remainingRecoveryCodes(db: Database, staffId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Spends one of the account's unused codes: the codes left afterwards, or undefined when the code is
 * none of them (wrong, already used, or replaced). Of two requests with the same code, one wins.
 */
export async function spendRecoveryCode(db: Database, staffId: number, code: string, now = new Date()): Promise<{ remaining: number } | undefined> {
  const clean = normalizeRecoveryCode(code);
  if (!clean) return undefined;
  // One indexed query whatever the account: the database hashes each unused code's salt with the
  // code typed (SHA-256, as hashCode made them) and answers the match or nothing. An account with ten
  // codes, with none, or no account at all cost the same round trip (security requirement 4).
  const [match] = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        isNull(staffRecoveryCodes.usedAt),
        sql`${staffRecoveryCodes.codeHash} = encode(sha256(convert_to(${staffRecoveryCodes.salt} || ':' || ${clean}::text, 'UTF8')), 'hex')`,
      ),
    )
    .limit(1);
  if (!match) return undefined;
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  if (spent.length !== 1) return undefined;
  return { remaining: await remainingRecoveryCodes(db, staffId) };
}
