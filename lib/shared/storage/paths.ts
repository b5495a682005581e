/**
 * Stored files are addressed by a relative path under the storage base (spec §3), e.g.
 * `lessons/12/poster.svg`. Pure helpers, shared by the route that serves them and the pages.
 */

/** A path made only of ordinary segments: no `..`, no empty or hidden segment, no backslash. */
export function isSafeStoragePath(path: string): boolean {
  if (!path || path.length > 240 || path.includes('\\') || path.includes('\0')) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.startsWith('.'));
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export function extensionOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(dot + 1).toLowerCase();
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extensionOf(path)] ?? 'application/octet-stream';
}

export function isImagePath(path: string): boolean {
  return contentTypeOf(path).startsWith('image/');
}

/** The URL of a stored file under a base ('/storage' when the app serves them itself). */
export function joinStorageUrl(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
