import type { ProjectDocument } from '@folio/layout';
import { uploadUrl } from '../uploads/upload-url.ts';

/** §3: status 3 is trashed; every other project is 1. */
export const PROJECT_STATUS = { normal: 1, trashed: 3 } as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];

/** The columns every project answer is built from (`p` is projects, `t` the thumbnail upload). */
export const PROJECT_COLUMNS = `p.id, p.kind, p.title, p.status, p.folder_id, p.theme_id, t.key as thumbnail_key, p.created_at, p.updated_at`;
export const THUMBNAIL_JOIN = 'left join uploads t on t.id = p.thumbnail_upload_id';

export interface ProjectRow {
  id: number;
  kind: 'presentation' | 'page';
  title: string;
  status: ProjectStatus;
  folder_id: number | null;
  theme_id: string;
  thumbnail_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A project as the project calls answer it (README "Projects" documents each field). */
export interface ProjectView {
  id: number;
  kind: 'presentation' | 'page';
  title: string;
  status: ProjectStatus;
  folderId: number | null;
  themeId: string;
  thumbnail: string;
  createdTime: string;
  updatedTime: string;
}

/** `base` is the context's `fetchBase`: the app draws the thumbnail. */
export function projectView(row: ProjectRow, base: string): ProjectView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    folderId: row.folder_id,
    themeId: row.theme_id,
    thumbnail: row.thumbnail_key ? uploadUrl(base, row.thumbnail_key) : '',
    createdTime: row.created_at.toISOString(),
    updatedTime: row.updated_at.toISOString(),
  };
}

export type FullProject = ProjectView & { document: ProjectDocument };
