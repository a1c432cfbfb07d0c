import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Who may see and restore a project's versions: the people who may edit it. Today that is its
 * owner (the collaboration socket admits only the owner too); anyone else's call answers the
 * same -4 as a project that does not exist, so ids reveal nothing.
 */
export async function assertProjectAccess(db: Queryable, userId: number, projectId: number): Promise<void> {
  const [row] = await db.query<{ id: number }>('select id from projects where id = $1 and owner_id = $2', [projectId, userId]);
  if (!row) throw new AppError('NOT_FOUND');
}
