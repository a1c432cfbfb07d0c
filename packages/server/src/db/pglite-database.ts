import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { createPgliteFolder } from './create-pglite-folder.ts';
import { lockPgliteDirectory } from './pglite-lock.ts';
import { PGLITE_START_PARAMS } from './pglite-settings.ts';

/** PGlite is single-connection: queries queue, and a transaction holds the connection. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockPgliteDirectory(dataDir);
  try {
    await createPgliteFolder(dataDir);
    const pg = new PGlite({ dataDir, startParams: PGLITE_START_PARAMS });
    await pg.waitReady;
    const db = wrapPglite(pg);
    return { ...db, close: () => db.close().finally(unlock) };
  } catch (error) {
    await unlock();
    throw error;
  }
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
