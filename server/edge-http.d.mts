import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EdgeCache } from './edge-cache.mjs';

export type Admit = (req: IncomingMessage, res: ServerResponse, work: () => void) => void;

export function edgeCacheLayer(
  cache: EdgeCache,
  options?: { memberCache?: EdgeCache; refuseBusy?: (res: ServerResponse) => void; admitCheck?: Admit; lagMs?: () => number },
): (req: IncomingMessage, res: ServerResponse, passOn?: () => void) => boolean;
