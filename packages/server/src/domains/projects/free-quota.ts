import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * §1/§9: a free user has 3 free projects; Pro (a membership not yet expired) is unlimited.
 * One statement checks and spends, and the UPDATE's row lock makes concurrent creates take
 * turns, each re-reading the count the previous one left, so the quota is never overspent
 * (the column's check keeps it ≥ 0 besides). With none left: -6, which opens the Pro dialog.
 */
export async function spendFreeProject(tx: Queryable, userId: number): Promise<void> {
  const [result] = await tx.query<{ pro: boolean; spent: boolean }>(
    `with pro as (select 1 from memberships where user_id = $1 and expires_at > now()),
     spent as (
       update users set free_projects_left = free_projects_left - 1, updated_at = now()
       where id = $1 and free_projects_left > 0 and not exists (select 1 from pro)
       returning 1
     )
     select exists (select 1 from pro) as pro, exists (select 1 from spent) as spent`,
    [userId],
  );
  if (!result?.pro && !result?.spent) throw new AppError('NO_FREE_QUOTA');
}
