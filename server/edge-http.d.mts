import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EdgeCache } from './edge-cache.mjs';

export function edgeCacheLayer(cache: EdgeCache, options?: { memberCache?: EdgeCache; refuseBusy?: (res: ServerResponse) => void }): (req: IncomingMessage, res: ServerResponse, passOn?: () => void) => boolean;
