import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { ReadCache } from './read-cache.ts';

/** What cachedQuery may hold of read answers. */
const READ_CACHE_BYTES = 64 * 1024 * 1024;

/** PGlite is single-connection: queries queue, and a transaction holds the connection. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const pg = new PGlite({ dataDir });
  await pg.waitReady;
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database & { pglite: PGlite } {
  const cache = new ReadCache(READ_CACHE_BYTES);
  const direct = queryable(pg, cache);
  return {
    kind: 'pglite',
    pglite: pg,
    ...direct,
    cachedQuery: (sql, params = []) => cache.read(sql, params, () => direct.query(sql, params)),
    async transaction(work) {
      cache.noteWrite();
      try {
        return await pg.transaction((tx) => work(queryable(tx, cache)));
      } finally {
        cache.noteWrite();
      }
    },
    close: () => pg.close(),
  };
}

/** Every statement goes through here, so the read cache sees every write. */
function queryable(target: Pick<PGlite, 'query' | 'exec'>, cache: ReadCache): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      cache.noteStatement(sql);
      return (await target.query<Row>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      cache.noteWrite();
      await target.exec(sql);
    },
  };
}
