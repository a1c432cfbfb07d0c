/**
 * How long to wait before the next connection attempt: doubling from half a second to ten,
 * with jitter so a server restart is not met by every editor at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}
