/** A map whose entries expire `ttlMs` after they were set; the clock is injected so tests need not wait. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    // Expired entries are dropped on write, so the cache never outgrows what 20 minutes of use puts in it.
    const now = this.now();
    for (const [each, entry] of this.entries) if (entry.expires <= now) this.entries.delete(each);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }
}
