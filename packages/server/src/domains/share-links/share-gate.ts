import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/** A shared project's password columns, as every call a viewer makes reads them. */
export interface PasswordColumns {
  id: number;
  owner_id: number;
  share_password_hash: string | null;
  share_password_version: number;
}

/** Who is asking: the browser's cookies, and the signed-in account if any. */
export interface Viewer {
  cookie: string | undefined;
  userId: number | undefined;
}

/**
 * A password-protected link answers 4011 'The interface cannot be accessed for sharing.' until
 * the viewer has typed the current password (its cookie names the current version). §8 has no
 * code for "password needed"; 4011 is the one that says this share cannot be seen as it is,
 * and the share page asks for the password when it gets it. The author never needs it.
 */
export function assertShareAccess(ctx: AppContext, row: PasswordColumns, viewer: Viewer): void {
  if (row.share_password_hash === null || viewer.userId === row.owner_id) return;
  if (!ctx.shareAccess.allows(viewer.cookie, row.id, row.share_password_version)) throw new AppError('SHARING_FORBIDDEN');
}
