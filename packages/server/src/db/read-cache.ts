/**
 * Answers of chosen reads kept in memory until anything is written. Only for a database this
 * process alone writes (embedded PGlite): there every write passes through `noteStatement`,
 * so an entry read at the current write generation is still what the database holds. PGlite
 * runs statements one at a time in the order they were issued, so the generation a read was
 * issued at is the one its rows belong to.
 *
 * Why: PGlite executes SQL in WebAssembly on the API's own thread, and reading a project
 * costs several times what serving it does (bench/api.bench.ts).
 */
export class ReadCache {
  private generation = 0;
  private bytes = 0;
  /** In least-recently-used order: a Map iterates in insertion order and hits are re-inserted. */
  private readonly entries = new Map<string, { generation: number; rows: readonly unknown[]; bytes: number }>();

  constructor(private readonly budgetBytes: number) {}

  /** Every statement but a plain select may write; so does every transaction. */
  noteStatement(sql: string): void {
    if (!READ_ONLY.test(sql) || SIDE_EFFECTS.test(sql)) this.noteWrite();
  }

  noteWrite(): void {
    this.generation++;
    if (this.entries.size > 0) {
      this.entries.clear();
      this.bytes = 0;
    }
  }

  async read<Row>(sql: string, params: readonly unknown[], run: () => Promise<Row[]>): Promise<Row[]> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.rows as Row[];
    }
    const issuedAt = this.generation;
    const rows = await run();
    // A write issued while this read was queued makes its rows stale at once.
    if (issuedAt === this.generation) this.store(key, rows);
    return rows;
  }

  private store(key: string, rows: readonly unknown[]): void {
    const bytes = key.length + sizeOf(rows);
    if (bytes > this.budgetBytes / 4) return;
    this.entries.set(key, { generation: this.generation, rows, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

const READ_ONLY = /^\s*select\b/i;
/** Selects that change something all the same. */
const SIDE_EFFECTS = /\b(?:for\s+(?:no\s+key\s+)?update|for\s+share|nextval|setval|pg_advisory|set_config|into)\b/i;

/** Roughly what the rows hold: their text, two bytes a character as V8 may store it. */
function sizeOf(rows: readonly unknown[]): number {
  let bytes = 64;
  for (const row of rows) for (const value of Object.values(row as object)) bytes += typeof value === 'string' ? value.length * 2 : 16;
  return bytes;
}
