import type { ProjectDocument } from '@folio/layout';

export type VersionKind = 'auto' | 'named';
/** Why the server took an automatic version: an editing session ended, an AI generation was about to write, a restore was about to replace the document. */
export type VersionReason = 'session' | 'ai' | 'restore';

/** A version as version/list answers it. */
export interface VersionView {
  id: number;
  kind: VersionKind;
  reason: VersionReason | null;
  name: string | null;
  createdTime: string;
  author: { id: number; name: string } | null;
  pageCount: number;
  /** The project's look and its first page: enough for the panel to draw a thumbnail. */
  cover: ProjectDocument;
}

export interface VersionRow {
  id: number;
  kind: VersionKind;
  reason: VersionReason | null;
  name: string | null;
  created_at: Date;
  author_id: number | null;
  author_name: string | null;
  page_count: number;
  cover: ProjectDocument;
}

/** The columns of a VersionRow, from `project_history h left join users u`: the cover is cut out in SQL so a list never carries whole documents. */
export const VERSION_COLUMNS = `h.id, h.kind, h.reason, h.name, h.created_at, h.author_id,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as author_name,
  jsonb_array_length(h.doc->'pages') as page_count,
  jsonb_set(jsonb_set(h.doc, '{pages}', coalesce(jsonb_path_query_array(h.doc, '$.pages[0]'), '[]'::jsonb)), '{scriptMap}', '{}'::jsonb) as cover`;

export function versionView(row: VersionRow): VersionView {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    name: row.name,
    createdTime: row.created_at.toISOString(),
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    pageCount: Number(row.page_count),
    cover: row.cover,
  };
}
