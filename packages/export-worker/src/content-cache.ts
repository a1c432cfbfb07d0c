import { createHash } from 'node:crypto';

/**
 * Values made from files, by the hash of the files' bytes, the least recently used dropped
 * first once their sizes pass a budget. A long-lived export process exports the same projects
 * again (another format, a second try, a small edit); what it made of their files the first
 * time it finds here. Keyed by content, so a changed file is never served stale.
 */
export class ContentCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  /** The key of a file's bytes. */
  static key(file: Uint8Array): string {
    return createHash('sha1').update(file).digest('base64');
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value`, `size` bytes of it, unless it alone is over the budget. */
  set(key: string, value: V, size: number): void {
    if (size > this.budgetBytes) return;
    const replaced = this.entries.get(key);
    if (replaced) {
      this.entries.delete(key);
      this.bytes -= replaced.size;
    }
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }
}
