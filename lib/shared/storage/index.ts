import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/shared/config/env';
import { isDemoPath } from './demo';
import { FALLBACK_DATA_URI } from './fallback';
import { isSafeStoragePath, joinStorageUrl } from './paths';

/**
 * Stored files (spec §3: a path under a cloud storage bucket, with a fallback image). With
 * STORAGE_BASE_URL set, files are read from that bucket's public address; without it the app serves
 * them itself at /storage from `${DATA_DIR}/storage` (app/storage/[...path]/route.ts). The proxy
 * reads the same variable to allow that host in the CSP.
 */
const remoteBase = env.storageBaseUrl;

export const storageRoot = path.join(env.dataDir, 'storage');

export function isRemoteStorage(): boolean {
  return remoteBase !== undefined;
}

/** Where stored files are served: the bucket's address, or the portal's own /storage. For client islands that build URLs. */
export function storageBase(): string {
  return remoteBase ?? '/storage';
}

/** The public URL of a stored file, or undefined for no path or a path that could escape its folder. */
export function storageUrl(filePath: string | null | undefined): string | undefined {
  if (!filePath || !isSafeStoragePath(filePath)) return undefined;
  return joinStorageUrl(remoteBase ?? '/storage', filePath);
}

/** Where a stored file lives on this machine (only without STORAGE_BASE_URL). */
export function localStoragePath(filePath: string): string | undefined {
  if (!isSafeStoragePath(filePath)) return undefined;
  const resolved = path.resolve(storageRoot, filePath);
  return resolved.startsWith(storageRoot + path.sep) ? resolved : undefined;
}

/** Writes a file into local storage (uploads; the demo media). Not with a remote bucket. */
export async function writeStoredFile(filePath: string, bytes: Buffer): Promise<void> {
  const local = localStoragePath(filePath);
  if (!local || remoteBase) throw new Error(`Cannot write ${filePath} into storage here`);
  await fs.mkdir(path.dirname(local), { recursive: true });
  const partial = `${local}.${process.pid}.part`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, local);
}

/** Removes a stored file, if it is here; a missing file is not an error. */
export async function removeStoredFile(filePath: string): Promise<void> {
  const local = remoteBase ? undefined : localStoragePath(filePath);
  if (local) await fs.rm(local, { force: true });
}

const remoteChecks = new Map<string, { ok: boolean; at: number }>();
const REMOTE_CHECK_TTL_MS = 10 * 60 * 1000;

/**
 * Whether a stored file can be shown: decides between a <video> and the "video unavailable" state
 * on the server, so a visitor never meets a broken player. Remote answers are remembered a while.
 */
export async function isStoredFileAvailable(filePath: string | null | undefined): Promise<boolean> {
  if (!filePath || !isSafeStoragePath(filePath)) return false;
  if (!remoteBase) {
    const local = localStoragePath(filePath);
    if (!local) return false;
    try {
      return (await fs.stat(local)).isFile();
    } catch {
      return isDemoPath(filePath);
    }
  }
  const cached = remoteChecks.get(filePath);
  if (cached && Date.now() - cached.at < REMOTE_CHECK_TTL_MS) return cached.ok;
  let ok = false;
  try {
    const response = await fetch(joinStorageUrl(remoteBase, filePath), { method: 'HEAD', signal: AbortSignal.timeout(1500) });
    ok = response.ok;
  } catch {
    ok = false;
  }
  remoteChecks.set(filePath, { ok, at: Date.now() });
  return ok;
}

/**
 * The src of a stored picture: its URL, or the fallback image when there is none. Locally the
 * storage route answers the fallback itself for a missing file; a remote bucket is asked first.
 */
export async function storedImageSrc(filePath: string | null | undefined): Promise<string> {
  const url = storageUrl(filePath);
  if (!url) return FALLBACK_DATA_URI;
  if (remoteBase && !(await isStoredFileAvailable(filePath))) return FALLBACK_DATA_URI;
  return url;
}
