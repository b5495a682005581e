import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EdgeCache } from './edge-cache.mjs';

export function edgeCacheLayer(cache: EdgeCache): (req: IncomingMessage, res: ServerResponse) => boolean;
