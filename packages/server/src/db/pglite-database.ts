import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/** PGlite is single-connection: queries queue, and a transaction holds the connection. */
export async function openPgliteDatabase(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pg = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await pg.waitReady;
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database & { pglite: PGlite } {
  return {
    kind: 'pglite',
    pglite: pg,
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
  };
}

function queryable(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
