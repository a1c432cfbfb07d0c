import { ProjectDocument, readProject, writeProject } from '@folio/layout';
import * as Y from 'yjs';
import type { Database, Queryable } from '../../db/database.ts';

export interface LoadedDoc {
  ydoc: Y.Doc;
  /** the last project_updates row folded into ydoc */
  lastUpdateId: number;
}

/**
 * Opens a project's Y.Doc: the compacted state plus the updates stored since. A project made
 * through the API has only its JSON document; the first opening turns it into Yjs state under
 * a row lock, so two servers opening it at once cannot both do it (two independent Yjs copies
 * of the same pages would merge into every page twice).
 */
export async function loadProjectDoc(db: Database, projectId: number): Promise<LoadedDoc> {
  return db.transaction(async (tx) => {
    const [project] = await tx.query<{ doc: unknown; ydoc: Uint8Array | null }>(`select doc, ydoc from projects where id = $1 for update`, [projectId]);
    if (!project) throw new Error(`project ${projectId} does not exist`);
    const ydoc = new Y.Doc({ gc: true });
    const updates = await tx.query<{ id: string; update: Uint8Array }>(`select id, "update" from project_updates where project_id = $1 order by id`, [projectId]);
    if (project.ydoc) Y.applyUpdate(ydoc, new Uint8Array(project.ydoc));
    else if (updates.length === 0) {
      writeProject(ydoc, ProjectDocument.parse(project.doc));
      await tx.query(`update projects set ydoc = $2 where id = $1`, [projectId, Y.encodeStateAsUpdate(ydoc)]);
    }
    for (const row of updates) Y.applyUpdate(ydoc, new Uint8Array(row.update));
    return { ydoc, lastUpdateId: updates.length > 0 ? Number(updates[updates.length - 1]!.id) : 0 };
  });
}

export async function appendUpdate(db: Queryable, projectId: number, update: Uint8Array): Promise<number> {
  const [row] = await db.query<{ id: string }>(`insert into project_updates (project_id, "update") values ($1, $2) returning id`, [projectId, update]);
  return Number(row!.id);
}

/**
 * Folds the stored updates up to `lastUpdateId` into projects.ydoc and refreshes the JSON
 * snapshot that lists, thumbnails, shares and exports read. Several instances may hold the
 * project open, so the stored state and every update being folded are first taken into
 * `ydoc` (with `origin`, as changes stored already): what is written holds all of them, and
 * no instance's updates are lost with the rows. A document that no longer passes the schema
 * (a broken client) keeps its last good snapshot; its Yjs state is still kept.
 */
export async function compactProject(db: Database, projectId: number, ydoc: Y.Doc, lastUpdateId: number, origin: unknown = null): Promise<void> {
  await db.transaction(async (tx) => {
    const [project] = await tx.query<{ ydoc: Uint8Array | null }>(`select ydoc from projects where id = $1 for update`, [projectId]);
    const folded = await tx.query<{ update: Uint8Array }>(`select "update" from project_updates where project_id = $1 and id <= $2 order by id`, [projectId, lastUpdateId]);
    Y.transact(
      ydoc,
      () => {
        if (project?.ydoc) Y.applyUpdate(ydoc, new Uint8Array(project.ydoc), origin);
        for (const row of folded) Y.applyUpdate(ydoc, new Uint8Array(row.update), origin);
      },
      origin,
    );
    const snapshot = ProjectDocument.safeParse(readProject(ydoc));
    if (snapshot.success) {
      await tx.query(`update projects set ydoc = $2, doc = $3, title = $4, updated_at = now() where id = $1`, [projectId, Y.encodeStateAsUpdate(ydoc), JSON.stringify(snapshot.data), snapshot.data.title]);
    } else {
      await tx.query(`update projects set ydoc = $2, updated_at = now() where id = $1`, [projectId, Y.encodeStateAsUpdate(ydoc)]);
    }
    await tx.query(`delete from project_updates where project_id = $1 and id <= $2`, [projectId, lastUpdateId]);
  });
}

/** Whether the project's newest stored update, which its JSON copy does not hold yet, is older than `seconds`. */
export async function hasUpdatesOlderThan(db: Queryable, projectId: number, seconds: number): Promise<boolean> {
  const [row] = await db.query<{ behind: boolean }>(
    `select coalesce(max(created_at) < now() - make_interval(secs => $2), false) as behind from project_updates where project_id = $1`,
    [projectId, seconds],
  );
  return row?.behind === true;
}

/**
 * Folds a project's stored updates into its Yjs state and JSON copy. A server killed within
 * the idle delay after an edit has stored it but not folded it, and every reader of the JSON
 * copy (project/get, lists, thumbnails, shares, exports) would show the document without it
 * until someone edits again. Safe while rooms here or elsewhere hold the project open:
 * compactProject takes in whatever they stored, and they fold what comes after.
 */
export async function foldStoredUpdates(db: Database, projectId: number): Promise<void> {
  const { ydoc, lastUpdateId } = await loadProjectDoc(db, projectId);
  try {
    if (lastUpdateId > 0) await compactProject(db, projectId, ydoc, lastUpdateId);
  } finally {
    ydoc.destroy();
  }
}

/**
 * The stored state and the updates stored since, for a room that may have missed some. The row
 * lock keeps a compaction from moving updates into the state between the two reads.
 */
export async function loadStoredUpdates(db: Database, projectId: number): Promise<Uint8Array[]> {
  return db.transaction(async (tx) => {
    const [project] = await tx.query<{ ydoc: Uint8Array | null }>(`select ydoc from projects where id = $1 for share`, [projectId]);
    const rows = await tx.query<{ update: Uint8Array }>(`select "update" from project_updates where project_id = $1 order by id`, [projectId]);
    return [...(project?.ydoc ? [new Uint8Array(project.ydoc)] : []), ...rows.map((row) => new Uint8Array(row.update))];
  });
}
