import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { venueKeysMaterial } from '@/lib/shared/config/secrets';
import type { Database } from '@/lib/member-api/db/client';
import { stores, venueKeys } from '@/lib/member-api/db/schema';

/**
 * The venues' signing keys. An HMAC is checked with the secret itself, so it cannot be stored as a
 * one-way hash: it is stored encrypted (AES-256-GCM under VENUE_KEYS_SECRET, or a key derived from
 * the auth secret) and shown in clear only once, when created. A rotation creates a new key and
 * leaves the old one valid for a grace period, so bays can switch over without a refused round.
 */

/** How long the previous key keeps working after a rotation, unless the caller says otherwise. */
export const ROTATION_GRACE_HOURS = 24;

function encryptionKey(): Buffer {
  return createHash('sha256').update(venueKeysMaterial()).digest();
}

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(stored: string): string {
  const [iv, tag, encrypted] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
}

export interface VenueKeyInfo {
  keyId: string;
  shopno: number;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  state: 'active' | 'expiring' | 'expired' | 'revoked';
}

function stateOf(row: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): VenueKeyInfo['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt) return row.expiresAt > now ? 'expiring' : 'expired';
  return 'active';
}

async function assertVenue(db: Database, shopno: number) {
  const [store] = await db.select({ shopno: stores.shopno }).from(stores).where(eq(stores.shopno, shopno));
  if (!store) throw new Error(`There is no venue ${shopno}.`);
}

/** A new key for a venue; the only time its secret is returned. */
export async function createVenueKey(db: Database, shopno: number): Promise<{ keyId: string; secret: string; shopno: number }> {
  await assertVenue(db, shopno);
  const keyId = `vk_${shopno}_${randomBytes(8).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(venueKeys).values({ keyId, shopno, secretEncrypted: encryptSecret(secret) });
  return { keyId, secret, shopno };
}

export async function listVenueKeys(db: Database, shopno?: number, now = new Date()): Promise<VenueKeyInfo[]> {
  const rows = await db
    .select({ keyId: venueKeys.keyId, shopno: venueKeys.shopno, createdAt: venueKeys.createdAt, expiresAt: venueKeys.expiresAt, revokedAt: venueKeys.revokedAt })
    .from(venueKeys)
    .where(shopno === undefined ? undefined : eq(venueKeys.shopno, shopno))
    .orderBy(asc(venueKeys.shopno), asc(venueKeys.createdAt));
  return rows.map((row) => ({ ...row, state: stateOf(row, now) }));
}

/**
 * A new key for the venue; every key of it still valid keeps working for `graceHours` more (two
 * valid during the rotation), then stops.
 */
export async function rotateVenueKey(db: Database, shopno: number, graceHours = ROTATION_GRACE_HOURS, now = new Date()) {
  await assertVenue(db, shopno);
  const until = new Date(now.getTime() + graceHours * 3_600_000);
  return db.transaction(async (tx) => {
    const retiring = await tx
      .update(venueKeys)
      .set({ expiresAt: until })
      .where(and(eq(venueKeys.shopno, shopno), isNull(venueKeys.revokedAt), or(isNull(venueKeys.expiresAt), gt(venueKeys.expiresAt, until))))
      .returning({ keyId: venueKeys.keyId });
    const created = await createVenueKey(tx as unknown as Database, shopno);
    forgetVenueKeys();
    return { ...created, retiring: retiring.map((row) => row.keyId), retiringUntil: until };
  });
}

/**
 * Revokes one key, or every key of a venue: refused at once by this process, and within
 * VENUE_KEY_CACHE_MS by every other one (each keeps a key's row that long).
 */
export async function revokeVenueKeys(db: Database, target: { keyId: string } | { shopno: number }, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(venueKeys)
    .set({ revokedAt: now })
    .where(and('keyId' in target ? eq(venueKeys.keyId, target.keyId) : eq(venueKeys.shopno, target.shopno), isNull(venueKeys.revokedAt)))
    .returning({ keyId: venueKeys.keyId });
  forgetVenueKeys();
  return rows.map((row) => row.keyId);
}

/**
 * Decrypted secrets by their stored ciphertext: a key's row is read again every VENUE_KEY_CACHE_MS
 * (below), but its secret is deciphered once per process. A rotated key is a new row
 * with a new ciphertext; a handful of keys per venue keeps this small.
 */
const decrypted = new Map<string, string>();

/**
 * A stored key this process cannot decrypt: VENUE_KEYS_SECRET (or, without it, NEXTAUTH_SECRET) is
 * not the one that encrypted it. The round API answers 503 and logs it (never a 500); the cure is the
 * right secret on this instance, or new keys for the venue (`npm run venue:keys -- rotate`).
 */
export class VenueKeyUnreadableError extends Error {
  constructor(readonly keyId: string) {
    super(`venue key ${keyId} cannot be decrypted: this instance's VENUE_KEYS_SECRET (or NEXTAUTH_SECRET when it is unset) is not the one the key was made with`);
    this.name = 'VenueKeyUnreadableError';
  }
}

function secretOf(keyId: string, stored: string): string {
  let secret = decrypted.get(stored);
  if (secret === undefined) {
    try {
      secret = decryptSecret(stored);
    } catch {
      throw new VenueKeyUnreadableError(keyId);
    }
    if (decrypted.size >= 1000) decrypted.clear();
    decrypted.set(stored, secret);
  }
  return secret;
}

/**
 * Key rows by key id, kept this long per process: reading the row was a round trip to the database
 * on every round. A revocation or a rotation made elsewhere (`npm run venue:keys`, another instance)
 * therefore takes effect within this many milliseconds; one made in this process at once. The end
 * of a rotation's grace period is checked against the request's own time, so it takes effect on the
 * second. Unknown key ids are not kept: a key created a moment ago works at once.
 */
export const VENUE_KEY_CACHE_MS = 2_000;

interface KeyRow {
  keyId: string;
  shopno: number;
  secretEncrypted: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

const keyRows = new Map<string, { row: KeyRow; readAt: number }>();

/** Forgets the kept key rows (a revocation in this process; tests). */
export function forgetVenueKeys(): void {
  keyRows.clear();
}

async function keyRow(db: Database, keyId: string): Promise<KeyRow | undefined> {
  const kept = keyRows.get(keyId);
  if (kept && performance.now() - kept.readAt < VENUE_KEY_CACHE_MS) return kept.row;
  const [row] = await db
    .select({ keyId: venueKeys.keyId, shopno: venueKeys.shopno, secretEncrypted: venueKeys.secretEncrypted, expiresAt: venueKeys.expiresAt, revokedAt: venueKeys.revokedAt })
    .from(venueKeys)
    .where(eq(venueKeys.keyId, keyId));
  if (!row) {
    keyRows.delete(keyId);
    return undefined;
  }
  if (keyRows.size >= 1000) keyRows.clear();
  keyRows.set(keyId, { row, readAt: performance.now() });
  return row;
}

/**
 * The key a request names, if it may sign now: not revoked and not past its rotation grace. Throws
 * VenueKeyUnreadableError when its stored secret cannot be decrypted with this process's secret.
 */
export async function usableVenueKey(db: Database, keyId: string, now = new Date()): Promise<{ keyId: string; shopno: number; secret: string } | undefined> {
  const row = await keyRow(db, keyId);
  if (!row || stateOf(row, now) === 'revoked' || stateOf(row, now) === 'expired') return undefined;
  return { keyId: row.keyId, shopno: row.shopno, secret: secretOf(row.keyId, row.secretEncrypted) };
}
