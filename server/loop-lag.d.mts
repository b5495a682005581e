import type { IncomingMessage } from 'node:http';

export const REFUSE_WITHIN_MS: number;
export function watchLoopLag(): { ms(): number; stop(): void };
export function markArrival(req: IncomingMessage): void;
export function waitLeft(req: IncomingMessage | undefined, maxMs: number, lagMs: number): number;
