import type { Queryable } from '../../db/database.ts';

/**
 * project/get and project/list answers kept in memory, each with the owner's project version
 * (migration 0106) it was read at. A read asks for the version first, then for the data, so
 * data is never older than its version; an entry whose version is still current is what the
 * database holds, whichever instance or process changed it.
 *
 * Why: the answers carry documents of tens of kilobytes, and having the database find, print
 * and send them again on every request was most of the call's cost (bench/api.bench.ts).
 */
export class ProjectReads {
  private bytes = 0;
  /** In least-recently-used order: a Map iterates in insertion order and hits are re-inserted. */
  private readonly entries = new Map<string, { version: string; value: unknown; bytes: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly budgetBytes: number,
  ) {}

  /** `read` answers the owner's data now; `size` says roughly how much memory that holds. */
  async read<T>(ownerId: number, key: string, read: () => Promise<T>, size: (value: T) => number): Promise<T> {
    const [row] = await this.db.query<{ version: string }>('select version::text as version from project_versions where owner_id = $1', [ownerId]);
    const version = row?.version ?? '0';
    const entryKey = `${ownerId}:${key}`;
    const hit = this.entries.get(entryKey);
    if (hit?.version === version) {
      this.entries.delete(entryKey);
      this.entries.set(entryKey, hit);
      return hit.value as T;
    }
    if (hit) this.forget(entryKey, hit.bytes);
    const value = await read();
    this.store(entryKey, version, value, entryKey.length + size(value));
    return value;
  }

  private store(key: string, version: string, value: unknown, bytes: number): void {
    if (bytes > this.budgetBytes / 8) return;
    this.entries.set(key, { version, value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.forget(oldest, entry.bytes);
    }
  }

  private forget(key: string, bytes: number): void {
    this.entries.delete(key);
    this.bytes -= bytes;
  }
}
