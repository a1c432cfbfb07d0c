import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { AppError } from '../../errors/app-error.ts';
import { isPro } from '../account/membership.ts';

/**
 * A project's share settings (§2 share links /share/{id}, parameters rc and rb; §6 the author
 * can close sharing). Sharing starts closed: project ids are sequential, so open by default
 * would publish every project to anyone counting.
 */
export interface ShareConfig {
  id: number;
  enabled: boolean;
  /** Viewers may copy the project into their own workspace. */
  allowCopy: boolean;
  /** rc: the shared view hides citations. */
  disableCitation: boolean;
  /** rb: the shared view hides the "Made with" badge (honoured for Pro authors, §1). */
  disableBrand: boolean;
  /** Viewers type a password before they see the deck (Pro, share-links/unlock-share.ts). */
  passwordProtected: boolean;
  /** The link to hand out, with rc/rb when set. */
  url: string;
}

export type ShareChange = Partial<Omit<ShareConfig, 'id' | 'url' | 'passwordProtected'>> & {
  /** A new password for the link, or null to remove it. */
  password?: string | null | undefined;
};

interface ShareRow {
  id: number;
  share_enabled: boolean;
  share_allow_copy: boolean;
  share_disable_citation: boolean;
  share_disable_brand: boolean;
  password_protected: boolean;
}

const COLUMNS = 'id, share_enabled, share_allow_copy, share_disable_citation, share_disable_brand, share_password_hash is not null as password_protected';

export async function getShareConfig(ctx: AppContext, ownerId: number, id: number): Promise<ShareConfig> {
  const [row] = await ctx.db.query<ShareRow>(`select ${COLUMNS} from projects where id = $1 and owner_id = $2`, [id, ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row, ctx.publicUrl());
}

/**
 * Fields left out keep their value. Setting a password is Pro only (402 opens the Pro dialog),
 * as rb is; removing one is always allowed. Setting, changing or removing it bumps the password
 * version, which ends the access of everyone who typed the old one (share-access.ts).
 */
export async function updateShareConfig(ctx: AppContext, ownerId: number, id: number, change: ShareChange): Promise<ShareConfig> {
  if (typeof change.password === 'string' && !(await isPro(ctx.db, ownerId))) throw new AppError('PRO_REQUIRED');
  const passwordHash = typeof change.password === 'string' ? await hashPassword(change.password) : null;
  const [row] = await ctx.db.query<ShareRow>(
    `update projects set
       share_enabled = coalesce($3, share_enabled),
       share_allow_copy = coalesce($4, share_allow_copy),
       share_disable_citation = coalesce($5, share_disable_citation),
       share_disable_brand = coalesce($6, share_disable_brand),
       share_password_hash = case when $7 then $8 else share_password_hash end,
       share_password_version = share_password_version + case when $7 then 1 else 0 end
     where id = $1 and owner_id = $2
     returning ${COLUMNS}`,
    [id, ownerId, change.enabled ?? null, change.allowCopy ?? null, change.disableCitation ?? null, change.disableBrand ?? null, change.password !== undefined, passwordHash],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return view(row, ctx.publicUrl());
}

function view(row: ShareRow, publicUrl: string): ShareConfig {
  const params = new URLSearchParams();
  if (row.share_disable_citation) params.set('rc', '1');
  if (row.share_disable_brand) params.set('rb', '1');
  const query = params.size ? `?${params}` : '';
  return {
    id: row.id,
    enabled: row.share_enabled,
    allowCopy: row.share_allow_copy,
    disableCitation: row.share_disable_citation,
    disableBrand: row.share_disable_brand,
    passwordProtected: row.password_protected,
    url: `${publicUrl}/share/${row.id}${query}`,
  };
}
