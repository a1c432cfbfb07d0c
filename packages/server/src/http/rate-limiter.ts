/**
 * Counts hits per key in fixed windows: in memory, per process, or in Redis for several
 * instances (redis-rate-limiter.ts).
 */
export interface RateLimiter {
  /** Records a hit; false when the key already had `limit` hits in the current window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { resetAt: number; count: number }>();
  let hitsSinceSweep = 0;
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      // Occasional sweep keeps the map from growing with one-off keys (addresses, e-mails).
      if (++hitsSinceSweep >= 10_000) {
        hitsSinceSweep = 0;
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      const window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.set(key, { resetAt: time + windowMs, count: 1 });
        return true;
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
  };
}
