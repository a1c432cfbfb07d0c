import type { AppContext } from '../../app-context.ts';
import { RawJson } from '../../http/raw-json.ts';
import { ownedFolderId } from '../folders/owned-folder.ts';
import type { ProjectStatus } from './project-view.ts';

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
 * `list` holds the page's projects, each a ProjectView plus `pageCount` and a cover instead of
 * the whole document: the document with its first page only (and no speaker notes), enough to
 * draw the card's thumbnail while keeping the list small.
 */
export interface ProjectPage {
  list: RawJson;
  total: number;
  page: number;
  size: number;
}

const WHERE = 'p.owner_id = $1 and p.status = $2 and ($3::integer is null or p.folder_id = $3)';
/** The same instant as Date#toISOString, which the other project answers use. */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The database writes the items' JSON itself: reading a page of rows field by field into
 * objects and serialising them again cost more than the query (see bench/api.bench.ts). It
 * concatenates text rather than building json values, because a json value would parse each
 * stored cover again. `to_json(text)` quotes and escapes strings as JSON does. The item shape is
 * projectView's (a test holds list items and project/get to the same fields), and the
 * thumbnail URL is uploadUrl's.
 */
export async function listProjects(ctx: AppContext, ownerId: number, query: ListQuery): Promise<ProjectPage> {
  // Before the cache, not inside it: deleting an empty folder changes no project, so a list kept for it would outlive the folder.
  if (query.folderId !== undefined) await ownedFolderId(ctx.db, ownerId, query.folderId);
  const key = `list:${query.status}:${query.folderId ?? ''}:${query.page}:${query.size}`;
  return ctx.projectReads.read(ownerId, key, () => readPage(ctx, ownerId, query), (page) => page.list.text.length * 2 + 256);
}

async function readPage(ctx: AppContext, ownerId: number, query: ListQuery): Promise<ProjectPage> {
  const [row] = await ctx.db.query<{ list: string | null; total: string | number | null }>(
    `select '[' || string_agg(
         '{"id":' || x.id || ',"kind":' || to_json(x.kind) || ',"title":' || to_json(x.title) || ',"status":' || x.status
         || ',"folderId":' || coalesce(x.folder_id::text, 'null') || ',"themeId":' || to_json(x.theme_id)
         || ',"thumbnail":' || to_json(coalesce($6 || '/files/' || x.thumbnail_key, ''))
         || ',"createdTime":"' || to_char(x.created_at at time zone 'UTC', ${ISO}) || '"'
         || ',"updatedTime":"' || to_char(x.updated_at at time zone 'UTC', ${ISO}) || '"'
         || ',"pageCount":' || x.page_count || ',"document":' || x.cover || '}',
         ',' order by x.updated_at desc, x.id desc) || ']' as list,
       max(x.total) as total
     from (
       select p.id, p.kind, p.title, p.status, p.folder_id, p.theme_id, p.created_at, p.updated_at, p.page_count, p.cover,
         t.key as thumbnail_key, count(*) over () as total
       from projects p left join uploads t on t.id = p.thumbnail_upload_id
       where ${WHERE}
       order by p.updated_at desc, p.id desc
       limit $4 offset $5
     ) x`,
    [ownerId, query.status, query.folderId ?? null, query.size, (query.page - 1) * query.size, ctx.fetchBase],
  );
  // Past the last page the window count has no row to ride on; only then is it asked for.
  const total = row?.total != null ? Number(row.total) : query.page === 1 ? 0 : await countProjects(ctx, ownerId, query);
  return { list: new RawJson(row?.list ?? '[]'), total, page: query.page, size: query.size };
}

async function countProjects(ctx: AppContext, ownerId: number, query: ListQuery): Promise<number> {
  const [row] = await ctx.db.query<{ total: string | number }>(`select count(*) as total from projects p where ${WHERE}`, [ownerId, query.status, query.folderId ?? null]);
  return Number(row?.total ?? 0);
}
