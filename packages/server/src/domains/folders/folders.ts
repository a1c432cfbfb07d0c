import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/** A folder as the folder calls answer it. */
export interface FolderView {
  id: number;
  name: string;
  /** Projects in it that are not trashed. */
  projectCount: number;
  createdTime: string;
  updatedTime: string;
}

interface FolderRow {
  id: number;
  name: string;
  project_count: string | number;
  created_at: Date;
  updated_at: Date;
}

function view(row: FolderRow): FolderView {
  return { id: row.id, name: row.name, projectCount: Number(row.project_count), createdTime: row.created_at.toISOString(), updatedTime: row.updated_at.toISOString() };
}

/** folder/list: the owner's folders, oldest first, so they keep their place as projects change. */
export async function listFolders(ctx: AppContext, ownerId: number): Promise<FolderView[]> {
  const rows = await ctx.db.query<FolderRow>(
    `select f.id, f.name, f.created_at, f.updated_at, count(p.id) as project_count
     from folders f left join projects p on p.folder_id = f.id and p.status = 1
     where f.owner_id = $1 group by f.id order by f.id`,
    [ownerId],
  );
  return rows.map(view);
}

export async function addFolder(ctx: AppContext, ownerId: number, name: string): Promise<FolderView> {
  const [row] = await ctx.db.query<FolderRow>('insert into folders (owner_id, name) values ($1, $2) returning *, 0 as project_count', [ownerId, name]);
  return view(row!);
}

export async function renameFolder(ctx: AppContext, ownerId: number, id: number, name: string): Promise<FolderView> {
  const [row] = await ctx.db.query<FolderRow>(
    `update folders f set name = $3, updated_at = now() where id = $1 and owner_id = $2
     returning *, (select count(*) from projects p where p.folder_id = f.id and p.status = 1) as project_count`,
    [id, ownerId, name],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

/** The folder goes; its projects stay, moved out to the workspace (projects.folder_id is set null). */
export async function deleteFolder(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const [row] = await ctx.db.query('delete from folders where id = $1 and owner_id = $2 returning id', [id, ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
}
