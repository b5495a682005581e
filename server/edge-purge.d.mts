export function onExpiredTags(listener: (tags: string[]) => void): () => boolean;
export function edgeCacheListening(): boolean;
export function announceExpiredTags(tags: string | string[] | unknown): void;
