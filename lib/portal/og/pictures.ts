import 'server-only';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { isRemoteStorage, localStoragePath, storageUrl } from '@/lib/shared/storage';

/** How long a remote bucket may take to hand over a picture before the card draws the mark instead. */
const REMOTE_TIMEOUT_MS = 1500;

async function storedBytes(filePath: string): Promise<Buffer | undefined> {
  if (!isRemoteStorage()) {
    const local = localStoragePath(filePath);
    return local ? readFile(local).catch(() => undefined) : undefined;
  }
  const url = storageUrl(filePath);
  if (!url) return undefined;
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) }).catch(() => undefined);
  return response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
}

/**
 * A member's uploaded picture for a sharing card, as a PNG data URL at `side` pixels: Satori (next/og)
 * draws PNG and JPEG but not the WebP the uploads are stored as. Undefined when there is no picture or
 * it cannot be read (the card then draws the member's generated mark, as the pages do).
 */
export async function avatarForCard(avatarpath: string | null | undefined, side: number): Promise<string | undefined> {
  if (!avatarpath) return undefined;
  try {
    const bytes = await storedBytes(avatarpath);
    if (!bytes) return undefined;
    const png = await sharp(bytes, { limitInputPixels: 4096 * 4096 }).resize(side, side, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return undefined;
  }
}
