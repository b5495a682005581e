import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { venueKeysMaterial } from '@/lib/shared/config/secrets';
import type { Database } from '@/lib/member-api/db/client';
import { staff, staffTotp } from '@/lib/member-api/db/schema-staff';

/**
 * TOTP (RFC 6238 over HOTP, RFC 4226) for staff: the fallback second factor beside passkeys.
 * Written on node:crypto rather than a library: the algorithm is a keyed HMAC-SHA1 and a dynamic
 * truncation, checked here against the RFCs' own test vectors (totp.test.ts), and otplib had been
 * dropped from the project as unused. SHA-1, 6 digits and 30-second steps: what every authenticator
 * app reads from an otpauth:// URI. A code of the step before or after is accepted too (clock drift),
 * and each step once only (last_step): the same code cannot be replayed.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226 §5.3): HMAC of the 8-byte counter, dynamic truncation, the last `digits` digits. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238 §4: T = floor((now - T0) / X), T0 = 0). */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);

export const totpCode = (secret: Buffer, now: Date) => hotp(secret, totpStep(now));

/** The step a code belongs to within ±TOTP_WINDOW of now (after `lastStep`), or undefined. */
export function matchTotp(secret: Buffer, code: string, now: Date, lastStep: number | null = null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const current = totpStep(now);
  let matched: number | undefined;
  // Every candidate is computed and compared in constant time, whichever matches.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code));
    if (same && (lastStep === null || step > lastStep) && matched === undefined) matched = step;
  }
  return matched;
}

/**
 * Encryption at rest as the venue keys' (AES-256-GCM, lib/member-api/venue/keys.ts), under a key of
 * its own derived from the same material (VENUE_KEYS_SECRET, or the auth secret): a secret read from a
 * database dump is useless without the instance's secret.
 */
const encryptionKey = () => createHash('sha256').update(`staff-totp:${venueKeysMaterial()}`).digest();

export function sealTotpSecret(secret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const encrypted = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

export function openTotpSecret(stored: string): Buffer {
  const [iv, tag, encrypted] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}

/** The otpauth:// URI an authenticator app reads (from the QR code or pasted). */
export function otpauthUri(secretBase32: string, account: string, issuer = 'Clubhouse console'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret: secretBase32, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${query}`;
}

/** A new secret (160 bits, RFC 4226's recommended length) waiting for its confirming code. */
export async function beginTotpEnrolment(db: Database, staffId: number): Promise<{ secret: string; uri: string }> {
  const [member] = await db.select({ email: staff.email }).from(staff).where(eq(staff.staffId, staffId));
  if (!member) throw new Error(`There is no staff member ${staffId}.`);
  const secret = randomBytes(20);
  const sealed = sealTotpSecret(secret);
  await db.insert(staffTotp).values({ staffId, pendingEncrypted: sealed }).onConflictDoUpdate({ target: staffTotp.staffId, set: { pendingEncrypted: sealed } });
  const text = base32Encode(secret);
  return { secret: text, uri: otpauthUri(text, member.email) };
}

/** Confirms the waiting secret with a current code from it: it becomes the account's authenticator. */
export async function confirmTotpEnrolment(db: Database, staffId: number, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ pending: staffTotp.pendingEncrypted }).from(staffTotp).where(eq(staffTotp.staffId, staffId));
  if (!row?.pending) return false;
  const step = matchTotp(openTotpSecret(row.pending), code, now);
  if (step === undefined) return false;
  const [done] = await db
    .update(staffTotp)
    .set({ secretEncrypted: row.pending, pendingEncrypted: null, confirmedAt: now, lastStep: step })
    .where(and(eq(staffTotp.staffId, staffId), eq(staffTotp.pendingEncrypted, row.pending)))
    .returning({ staffId: staffTotp.staffId });
  return done !== undefined;
}

/** A staff id no account has (ids start at 1): checks made for an unknown or inactive account use it. */
export const NO_STAFF = 0;

let throwAway: string | undefined;
/** A sealed secret of nobody's, opened in place of a missing one (sealed lazily: the secrets load at start). */
const throwAwaySecret = () => (throwAway ??= sealTotpSecret(randomBytes(20)));

/** Whether the account has a confirmed authenticator. */
export async function hasTotp(db: Database, staffId: number): Promise<boolean> {
  const [row] = await db.select({ staffId: staffTotp.staffId }).from(staffTotp).where(and(eq(staffTotp.staffId, staffId), isNotNull(staffTotp.secretEncrypted)));
  return row !== undefined;
}

/**
 * Checks a code of the account's confirmed authenticator and spends its step (atomically: of two
 * requests with the same code, one wins). False for no authenticator, a wrong code or a replay.
 */
export async function verifyTotp(db: Database, staffId: number, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ secret: staffTotp.secretEncrypted, lastStep: staffTotp.lastStep }).from(staffTotp).where(eq(staffTotp.staffId, staffId));
  // Without an authenticator (or an account: NO_STAFF) the same decryption and HMACs run on a
  // throw-away secret, so the answer's timing does not tell whether the account or its app exists.
  const step = matchTotp(openTotpSecret(row?.secret ?? throwAwaySecret()), code, now, row?.lastStep ?? null);
  if (!row?.secret || step === undefined) return false;
  const spent = await db
    .update(staffTotp)
    .set({ lastStep: step })
    .where(and(eq(staffTotp.staffId, staffId), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
    .returning({ staffId: staffTotp.staffId });
  return spent.length === 1;
}

/** The URI as a QR code (SVG markup from the qrcode library, which booking uses for check-in codes). */
export async function totpQrSvg(uri: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The security page's summary of an account's authenticator: when it was confirmed, or null. */
export async function totpConfirmedAt(db: Database, staffId: number): Promise<Date | null> {
  const [row] = await db.select({ at: staffTotp.confirmedAt, secret: staffTotp.secretEncrypted }).from(staffTotp).where(eq(staffTotp.staffId, staffId));
  return row?.secret ? row.at : null;
}
