// Purges of the edge cache across instances (REDIS_URL): each instance publishes the tags its Next
// expired on one Redis channel and purges what the others publish. The Next cache itself is shared
// through Redis (./shared-cache-handler.mjs), but each instance's edge cache is its own memory, so
// without this instance B would keep serving a page a change through instance A outdated.
//
// A subscriber that lost its link may have missed purges: the edge cache is suspended (serves and stores
// nothing) from the moment the link drops until it is subscribed again, then starts empty.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * @param {{ url: string, channel: string, onRemotePurge: (tags: string[]) => void, onLink: (up: boolean) => void }} options
 * @returns {Promise<{ publish(tags: string[]): void, close(): Promise<void> }>}
 */
export async function relayPurgesThroughRedis({ url, channel, onRemotePurge, onLink }) {
  // Our own messages come back to us; the instance id tells them apart (they were purged here already).
  const instance = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // A connection in subscriber mode can do nothing else, hence two. Resubscribing is done here, not by
  // ioredis, so the link counts as up only once the subscription is in place again.
  const subscriber = new Redis(url, { lazyConnect: true, autoResubscribe: false, maxRetriesPerRequest: 1 });
  let up = false;
  let closing = false;
  const link = (state) => {
    if (state === up) return;
    up = state;
    onLink(state);
  };
  publisher.on('error', () => {});
  subscriber.on('error', (error) => console.error('[edge-cache] Redis purge channel:', error.message));
  subscriber.on('close', () => link(false));
  subscriber.on('ready', () => {
    if (closing) return;
    subscriber.subscribe(channel).then(
      () => link(true),
      (error) => console.error('[edge-cache] cannot subscribe to purges:', error.message),
    );
  });
  subscriber.on('message', (from, text) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text);
      if (message.from !== instance && Array.isArray(message.tags)) onRemotePurge(message.tags.filter((tag) => typeof tag === 'string'));
    } catch {
      // not ours
    }
  });
  await Promise.allSettled([publisher.connect(), subscriber.connect()]);

  return {
    publish(tags) {
      publisher.publish(channel, JSON.stringify({ from: instance, tags })).catch((error) =>
        // The other instances keep their copies until s-maxage: said in the log, where an operator looks.
        console.error(`[edge-cache] purge of ${tags.join(', ')} not sent to the other instances: ${error.message}`),
      );
    },
    async close() {
      closing = true;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
