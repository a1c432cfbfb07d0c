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
  return {
    async hit(key, limit, windowMs) {
      try {
        const count = Number(await redis.eval(HIT, 1, `folio:rate:${key}`, windowMs));
        return count <= limit;
      } catch (error) {
        onError(error);
        return fallback.hit(key, limit, windowMs);
      }
    },
  };
}
