import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { PROJECT_STATUS } from './project-view.ts';

/**
 * Deletes a project for good, from the Trash screen: only a trashed project can go, so one
 * mistaken call cannot destroy work in use (-4 for anything else, as for other users' ids).
 * The free project it spent is not given back, or trash-and-delete would make quota endless.
 */
export async function deleteProject(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const [row] = await ctx.db.query('delete from projects where id = $1 and owner_id = $2 and status = $3 returning id', [id, ownerId, PROJECT_STATUS.trashed]);
  if (!row) throw new AppError('NOT_FOUND');
}
