import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Database } from '@/lib/member-api/db/client';
import { players, tournamentEntries } from '@/lib/member-api/db/schema';
import { isRemoteStorage, removeStoredFile, writeStoredFile } from '@/lib/shared/storage';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, AVATAR_MIN_SIDE, AVATAR_SIDE, type avatarOperations } from '@/lib/upstream/operations/avatar';
import { badRequest, loginRequired } from './errors';
import type { HandlersFor } from './handler';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Reads an uploaded picture for what it is: the decoder names the format (a renamed file or a forged
 * content type is refused), the pixels give the dimensions; then it is re-encoded as a WebP square
 * (turned upright by its EXIF orientation, cropped to the centre) so nothing of the original file is
 * kept: no EXIF, GPS, ICC or XMP data, no trailing bytes.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest('avatar.error.missing');
  if (bytes.length > AVATAR_MAX_BYTES) throw badRequest('avatar.error.tooLarge');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE }).metadata();
  } catch {
    throw badRequest('avatar.error.notImage');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw badRequest('avatar.error.notImage');
  if ((meta.pages ?? 1) > 1) throw badRequest('avatar.error.animated');
  const { width = 0, height = 0 } = meta;
  if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) throw badRequest('avatar.error.tooSmall');
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE) throw badRequest('avatar.error.tooBig');
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('avatar.error.notImage');
  }
}

/** The tournaments whose rankings show the member: their cached pages expire with the picture. */
async function enteredTournaments(db: Database, playerPk: number): Promise<number[]> {
  const rows = await db.selectDistinct({ tournamentno: tournamentEntries.tournamentno }).from(tournamentEntries).where(eq(tournamentEntries.playerPk, playerPk));
  return rows.map((row) => row.tournamentno);
}

export const avatarHandlers: HandlersFor<typeof avatarOperations> = {
  async avatarView(_input, { db, member }) {
    if (!member) throw loginRequired();
    const [row] = await db.select({ nickname: players.nickname, avatarpath: players.avatarPath }).from(players).where(eq(players.playerPk, member.playerPk));
    return { nickname: row?.nickname ?? member.nickname, avatarpath: row?.avatarpath ?? null };
  },

  async avatarUpload({ image }, { db, member }) {
    if (!member) throw loginRequired();
    if (isRemoteStorage()) throw badRequest('avatar.error.unavailable');
    const picture = await reencodeAvatar(Buffer.from(image, 'base64'));
    // A new name each time: browsers and CDNs may cache the old picture for as long as they like.
    const avatarpath = `avatars/${member.playerPk}/${crypto.randomBytes(8).toString('hex')}.webp`;
    await writeStoredFile(avatarpath, picture);
    const [old] = await db.select({ path: players.avatarPath }).from(players).where(eq(players.playerPk, member.playerPk));
    await db.update(players).set({ avatarPath: avatarpath }).where(eq(players.playerPk, member.playerPk));
    if (old?.path) await removeStoredFile(old.path);
    return { avatarpath, tournamentnos: await enteredTournaments(db, member.playerPk) };
  },

  async avatarDelete(_input, { db, member }) {
    if (!member) throw loginRequired();
    const [old] = await db.select({ path: players.avatarPath }).from(players).where(eq(players.playerPk, member.playerPk));
    await db.update(players).set({ avatarPath: null }).where(eq(players.playerPk, member.playerPk));
    if (old?.path) await removeStoredFile(old.path);
    return { avatarpath: null, tournamentnos: await enteredTournaments(db, member.playerPk) };
  },
};
