export { FREE_TEXT_FIELDS, keyHasFreeText, queryHasFreeText } from './query-bounds.mjs';
export const DEFAULT_MEMORY_MB: number;
export function pageCacheDiskBytes(env?: Record<string, string | undefined>): number;
export function pageCacheMemoryBytes(env?: Record<string, string | undefined>): number;
export interface DiskLedger {
  maxBytes: number;
  stats: { evicted: number; evictedBytes: number };
  readonly bytes: number;
  readonly size: number;
  has(id: string): boolean;
  record(id: string, files: string[]): void;
  touch(id: string): void;
  forget(id: string): void;
}
export function createDiskLedger(options: { maxBytes: number; log?: (line: string) => void }): DiskLedger;
export function ledgerFor(serverDistDir: string, maxBytes: number): DiskLedger;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any class with a constructor, as TypeScript mixins are typed
export function withBoundedStore<T extends new (...args: any[]) => any>(Handler: T, options?: { maxBytes?: number }): new (...args: ConstructorParameters<T>) => InstanceType<T> & { ledger?: DiskLedger };
