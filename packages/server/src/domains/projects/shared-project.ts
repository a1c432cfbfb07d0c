import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { isPro } from '../account/membership.ts';
import { assertShareAccess, type PasswordColumns, type Viewer } from '../share-links/share-gate.ts';
import { PROJECT_STATUS } from './project-view.ts';

/** What anyone with the link sees at /share/{id} (§2, §6): the deck and how to show it. */
export interface SharedProject {
  id: number;
  kind: string;
  title: string;
  doc: unknown;
  allowCopy: boolean;
  /** rc: leave citations out of the view. */
  disableCitation: boolean;
  /** §1: the 'Made with Folio' badge, off only for a Pro author who asked (rb). */
  badge: boolean;
}

interface SharedRow extends PasswordColumns {
  kind: string;
  title: string;
  status: number;
  doc: unknown;
  share_enabled: boolean;
  share_allow_copy: boolean;
  share_disable_citation: boolean;
  share_disable_brand: boolean;
}

/** A trashed or missing project is -4; one whose author closed sharing is 6004 (§6); one behind a password the viewer has not typed is 4011. */
export async function readSharedProject(ctx: AppContext, id: number, viewer: Viewer): Promise<SharedProject> {
  const [row] = await ctx.db.query<SharedRow>(
    `select id, owner_id, kind, title, status, doc, share_enabled, share_allow_copy, share_disable_citation, share_disable_brand, share_password_hash, share_password_version
     from projects where id = $1`,
    [id],
  );
  if (!row || row.status === PROJECT_STATUS.trashed) throw new AppError('NOT_FOUND');
  if (!row.share_enabled) throw new AppError('SHARING_CLOSED');
  assertShareAccess(ctx, row, viewer);
  const hideBadge = row.share_disable_brand && (await isPro(ctx.db, row.owner_id));
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    doc: row.doc,
    allowCopy: row.share_allow_copy,
    disableCitation: row.share_disable_citation,
    badge: !hideBadge,
  };
}
