import type { ProjectDocument } from '@folio/layout';
import { pageNeeds } from '@folio/renderer';
import type { Database } from '../../db/database.ts';
import { claimTask, completeTask, createTask, findTask, waitingCount } from './task-queue.ts';

class RolledBack extends Error {}

/**
 * Goes through the server's part of an export once, ahead of the first, with `doc` (parsed by
 * the caller, which compiles Zod's parser for documents at its first parse): the look for the
 * images it draws, and on the embedded database the statements of a task's life (counted,
 * queued, claimed, done, read back) in a transaction that is rolled back, so nothing is kept.
 * PGlite compiles its WebAssembly a function at a time as statements first reach it: before
 * this, an instance's first export took a median 77 ms of the server's main thread against
 * 38 ms for the next (six instances); after it, 57 ms against 40 ms. A PostgreSQL server has
 * done all that already.
 */
export async function rehearseExport(db: Database, doc: ProjectDocument): Promise<void> {
  pageNeeds(doc.pages);
  if (db.kind !== 'pglite') return;
  await db
    .transaction(async (tx) => {
      const [owner] = await tx.query<{ id: number }>(`select id from users order by id limit 1`);
      if (!owner) return;
      await waitingCount(tx, owner.id);
      const task = await createTask(tx, { ownerId: owner.id, projectId: null, type: 'pdf', options: { badge: false }, doc });
      const claimed = await claimTask(tx, REHEARSAL, 30_000);
      if (claimed) await completeTask(tx, claimed.id, REHEARSAL, { key: REHEARSAL, name: `${REHEARSAL}.pdf` });
      await findTask(tx, task.id, owner.id);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

const REHEARSAL = 'rehearsal';
