import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';

describe('a new PGlite data folder', () => {
  let work: string;
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('is made migrated from the template, and each folder keeps its own rows', async () => {
    work = await mkdtemp(join(tmpdir(), 'folio-pglite-folder-'));
    const migrations = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    const first = await openPgliteDatabase(join(work, 'first'));
    const second = await openPgliteDatabase(join(work, 'second'));
    try {
      for (const db of [first, second]) expect((await db.query<{ name: string }>('select name from schema_migrations order by name')).map((row) => row.name)).toEqual(migrations);
      await first.exec('create table only_here (id int)');
      expect(await second.query(`select 1 from pg_tables where tablename = 'only_here'`)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
    // Nothing half-made is left beside the folders.
    expect((await readdir(work)).sort()).toEqual(['first', 'second']);
  });
});
