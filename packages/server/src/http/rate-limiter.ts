/**
 * Counts hits per key in fixed windows: in memory, per process, or in Redis for several
 * instances (redis-rate-limiter.ts).
 */
export interface RateLimiter {
  /** Records a hit; false when the key already had `limit` hits in the current window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Records a hit whatever the count so far, and answers the count in the current window. */
  add(key: string, windowMs: number): Promise<number>;
  /** The key's hits in the current window, without recording one. */
  count(key: string): Promise<number>;
  /** Forgets the key's hits, as if its window had ended. */
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { resetAt: number; count: number }>();
  let hitsSinceSweep = 0;
  const current = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > now() ? window : undefined;
  };
  const limiter: RateLimiter = {
    async hit(key, limit, windowMs) {
      if ((current(key)?.count ?? 0) >= limit) return false;
      await limiter.add(key, windowMs);
      return true;
    },
    async add(key, windowMs) {
      const time = now();
      // Occasional sweep keeps the map from growing with one-off keys (addresses, e-mails).
      if (++hitsSinceSweep >= 10_000) {
        hitsSinceSweep = 0;
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      const window = current(key);
      if (!window) {
        windows.set(key, { resetAt: time + windowMs, count: 1 });
        return 1;
      }
      return ++window.count;
    },
    async count(key) {
      return current(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
  return limiter;
}
