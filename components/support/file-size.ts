/** A file's size as people read it (1,234 B, 12.3 KB, 4.5 MB); units are the same in both languages. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString('en-US')} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
