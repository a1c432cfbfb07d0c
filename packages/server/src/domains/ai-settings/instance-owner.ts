import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Settings } from '../../settings.ts';

/**
 * Whether the account runs this instance and may set its AI model. With OWNER_EMAILS set,
 * exactly the accounts with those addresses; otherwise the first account created that is not
 * deleted. The first account suits a fresh `folio start`, where the person who installed
 * Folio signs up first; OWNER_EMAILS is for an instance open to sign-ups before its owner
 * registered, where the first account could be anyone's.
 */
export async function isInstanceOwner(db: Queryable, settings: Settings, userId: number): Promise<boolean> {
  if (settings.ownerEmails.length > 0) {
    const [row] = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
    return row !== undefined && settings.ownerEmails.includes(row.email.toLowerCase());
  }
  const [first] = await db.query<{ id: number }>(
    `select id from users where not coalesce((onboarding->>'account_deleted')::boolean, false) order by id limit 1`,
  );
  return first?.id === userId;
}

/** Anyone else is told the settings do not exist (-4), as for another person's data. */
export async function requireInstanceOwner(db: Queryable, settings: Settings, userId: number): Promise<void> {
  if (!(await isInstanceOwner(db, settings, userId))) throw new AppError('NOT_FOUND');
}
