import type { Redis } from 'ioredis';

export interface RedisConnections {
  /** Commands and publishing. */
  commands: Redis;
  /** A connection in subscriber mode can do nothing else, so it is a second one. */
  subscriber: Redis;
  close(): Promise<void>;
}

/**
 * The two connections to REDIS_URL that several instances share state through: collaboration
 * fan-out and rate limits. Commands fail fast while Redis is away instead of queueing behind
 * requests, so callers can fall back to what this instance knows.
 */
export async function openRedis(url: string, onError: (error: Error) => void): Promise<RedisConnections> {
  // Loaded only by instances with REDIS_URL: ioredis costs every other start ≈ 80 ms and ≈ 15 MB.
  const { Redis } = await import('ioredis');
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true } as const;
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null, enableOfflineQueue: true });
  for (const connection of [commands, subscriber]) connection.on('error', onError);
  await Promise.all([commands.connect(), subscriber.connect()]);
  return {
    commands,
    subscriber,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
