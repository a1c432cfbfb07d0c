import type { AppContext } from '../../app-context.ts';
import { RawJson } from '../../http/raw-json.ts';
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
 * It is passed on as stored JSON text, like project/get's document.
 */
export type ProjectListItem = ProjectView & { pageCount: number; document: RawJson };

export interface ProjectPage {
  list: ProjectListItem[];
  total: number;
  page: number;
  size: number;
}

type ListRow = ProjectRow & { cover: string; page_count: number; total: string | number };

export async function listProjects(ctx: AppContext, ownerId: number, query: ListQuery): Promise<ProjectPage> {
  // The page is chosen on the index alone; only its rows are then read in full.
  const rows = await ctx.db.query<ListRow>(
    `with page as (
       select id, count(*) over () as total from projects
       where owner_id = $1 and status = $2 and ($3::integer is null or folder_id = $3)
       order by updated_at desc, id desc
       limit $4 offset $5
     )
     select ${PROJECT_COLUMNS}, p.cover, p.page_count, page.total
     from page join projects p on p.id = page.id ${THUMBNAIL_JOIN}
     order by p.updated_at desc, p.id desc`,
    [ownerId, query.status, query.folderId ?? null, query.size, (query.page - 1) * query.size],
  );
  const publicUrl = ctx.publicUrl();
  // Past the last page the window count has no row to ride on; only then is it asked for.
  const total = rows[0] ? Number(rows[0].total) : query.page === 1 ? 0 : await countProjects(ctx, ownerId, query);
  return {
    list: rows.map((row) => ({ ...projectView(row, publicUrl), pageCount: row.page_count, document: new RawJson(row.cover) })),
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
