import type { ProjectDocument } from '@folio/layout';
import type { Queryable } from '../../db/database.ts';
import { PROJECT_COLUMNS, THUMBNAIL_JOIN, type ProjectRow } from './project-view.ts';

export interface NewProject {
  ownerId: number;
  folderId: number | null;
  doc: ProjectDocument;
  ydoc?: Uint8Array | null;
  thumbnailUploadId?: number | null;
}

/** Inserts a project whose kind and title are the document's own (they are kept in step). */
export async function insertProject(tx: Queryable, project: NewProject): Promise<ProjectRow> {
  const [row] = await tx.query<ProjectRow>(
    `with p as (
       insert into projects (owner_id, kind, title, folder_id, doc, ydoc, thumbnail_upload_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning *
     )
     select ${PROJECT_COLUMNS} from p ${THUMBNAIL_JOIN}`,
    [project.ownerId, project.doc.kind, project.doc.title, project.folderId, JSON.stringify(project.doc), project.ydoc ?? null, project.thumbnailUploadId ?? null],
  );
  return row!;
}
