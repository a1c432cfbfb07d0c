import type { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { PROJECT_COLUMNS, projectView, THUMBNAIL_JOIN, type ProjectRow, type ProjectStatus, type ProjectView } from './project-view.ts';

export interface ListQuery {
  /** 1-based. */
  page: number;
  size: number;
  /** Only this folder's projects; absent: every folder and none. */
  folderId?: number | undefined;
  /** 1 (the default) for the workspace, 3 for the Trash screen. */
  status: ProjectStatus;
}

/**
 * A list item carries a cover instead of the whole document: the document with its first page
 * only (and no speaker notes), enough to draw the card's thumbnail while keeping the list small.
 */
export type ProjectListItem = ProjectView & { pageCount: number; document: ProjectDocument };

export interface ProjectPage {
  list: ProjectListItem[];
  total: number;
  page: number;
  size: number;
}

type ListRow = ProjectRow & { cover: ProjectDocument; page_count: number; total: string | number };

export async function listProjects(ctx: AppContext, ownerId: number, query: ListQuery): Promise<ProjectPage> {
  const rows = await ctx.db.query<ListRow>(
    `select ${PROJECT_COLUMNS},
       jsonb_set(p.doc - 'scriptMap', '{pages}', jsonb_build_array(p.doc->'pages'->0)) as cover,
       jsonb_array_length(p.doc->'pages') as page_count,
       count(*) over () as total
     from projects p ${THUMBNAIL_JOIN}
     where p.owner_id = $1 and p.status = $2 and ($3::integer is null or p.folder_id = $3)
     order by p.updated_at desc, p.id desc
     limit $4 offset $5`,
    [ownerId, query.status, query.folderId ?? null, query.size, (query.page - 1) * query.size],
  );
  const publicUrl = ctx.publicUrl();
  // Past the last page the window count has no row to ride on; only then is it asked for.
  const total = rows[0] ? Number(rows[0].total) : query.page === 1 ? 0 : await countProjects(ctx, ownerId, query);
  return {
    list: rows.map((row) => ({ ...projectView(row, publicUrl), pageCount: row.page_count, document: row.cover })),
    total,
    page: query.page,
    size: query.size,
  };
}

async function countProjects(ctx: AppContext, ownerId: number, query: ListQuery): Promise<number> {
  const [row] = await ctx.db.query<{ total: string | number }>(
    'select count(*) as total from projects where owner_id = $1 and status = $2 and ($3::integer is null or folder_id = $3)',
    [ownerId, query.status, query.folderId ?? null],
  );
  return Number(row?.total ?? 0);
}
