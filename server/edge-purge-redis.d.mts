export function relayPurgesThroughRedis(options: {
  url: string;
  channel: string;
  onRemotePurge: (tags: string[]) => void;
  onLink: (up: boolean) => void;
}): Promise<{ publish(tags: string[]): void; close(): Promise<void> }>;
