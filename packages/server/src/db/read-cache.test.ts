import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite } from './pglite-database.ts';

const db = wrapPglite(new PGlite());
const title = async () => (await db.cachedQuery<{ title: string }>('select title from notes where id = $1', [1]))[0]?.title;

beforeAll(async () => {
  await db.exec(`create table notes (id integer primary key, title text); insert into notes values (1, 'first')`);
});
afterAll(() => db.close());

describe('cachedQuery on PGlite', () => {
  it('answers repeated reads from memory: the same rows object', async () => {
    const a = await db.cachedQuery('select title from notes where id = $1', [1]);
    const b = await db.cachedQuery('select title from notes where id = $1', [1]);
    expect(b).toBe(a);
  });

  it('sees every kind of write at once', async () => {
    expect(await title()).toBe('first');
    await db.query(`update notes set title = 'by query' where id = 1`);
    expect(await title()).toBe('by query');
    await db.transaction((tx) => tx.query(`update notes set title = 'by transaction' where id = 1`));
    expect(await title()).toBe('by transaction');
    await db.exec(`update notes set title = 'by exec' where id = 1`);
    expect(await title()).toBe('by exec');
    await db.query(`with changed as (update notes set title = 'by cte' where id = 1 returning id) select id from changed`);
    expect(await title()).toBe('by cte');
  });

  it('keeps no rows a write queued behind it made stale', async () => {
    const staleRead = title();
    const write = db.query(`update notes set title = 'after' where id = 1`);
    expect(await staleRead).toBe('by cte');
    await write;
    expect(await title()).toBe('after');
  });

  it('forgets nothing after a rolled-back transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`update notes set title = 'rolled back' where id = 1`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await title()).toBe('after');
  });
});
