import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/** folder/move-in: both the project and the folder must be the caller's (-4 otherwise). */
export async function moveIntoFolder(ctx: AppContext, ownerId: number, projectId: number, folderId: number): Promise<void> {
  const [row] = await ctx.db.query(
    `update projects set folder_id = $3 where id = $1 and owner_id = $2
     and exists (select 1 from folders where id = $3 and owner_id = $2) returning id`,
    [projectId, ownerId, folderId],
  );
  if (!row) throw new AppError('NOT_FOUND');
}

/** folder/move-out: back to the workspace's top level; a project in no folder stays as it is. */
export async function moveOutOfFolder(ctx: AppContext, ownerId: number, projectId: number): Promise<void> {
  const [row] = await ctx.db.query('update projects set folder_id = null where id = $1 and owner_id = $2 returning id', [projectId, ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
}
