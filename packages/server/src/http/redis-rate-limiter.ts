import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

/** Counts a hit and starts the window with the first one, in one step on the Redis server. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * Rate limits shared by every instance on the same Redis, in fixed windows like the in-memory
 * limiter. While Redis cannot be reached the instance's own counts decide, so an outage
 * neither lets everything through nor refuses everyone.
 */
export function createRedisRateLimiter(redis: Redis, fallback: RateLimiter, onError: (error: unknown) => void): RateLimiter {
  const shared = async <T>(work: () => Promise<T>, alone: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      onError(error);
      return alone();
    }
  };
  const add = (key: string, windowMs: number) => redis.eval(HIT, 1, `folio:rate:${key}`, windowMs).then(Number);
  return {
    hit: (key, limit, windowMs) =>
      shared(
        async () => (await add(key, windowMs)) <= limit,
        () => fallback.hit(key, limit, windowMs),
      ),
    add: (key, windowMs) =>
      shared(
        () => add(key, windowMs),
        () => fallback.add(key, windowMs),
      ),
    count: (key) =>
      shared(
        async () => Number((await redis.get(`folio:rate:${key}`)) ?? 0),
        () => fallback.count(key),
      ),
    reset: (key) =>
      shared(
        async () => void (await redis.del(`folio:rate:${key}`)),
        () => fallback.reset(key),
      ),
  };
}
