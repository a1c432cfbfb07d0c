import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

/** The folder id when the owner has that folder; anyone else's (or none) is 'Data does not exist.' */
export async function ownedFolderId(db: Queryable, ownerId: number, folderId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from folders where id = $1 and owner_id = $2', [folderId, ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}
