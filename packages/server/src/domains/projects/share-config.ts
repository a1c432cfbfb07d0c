import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

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
  /** The link to hand out, with rc/rb when set. */
  url: string;
}

export type ShareChange = Partial<Omit<ShareConfig, 'id' | 'url'>>;

interface ShareRow {
  id: number;
  share_enabled: boolean;
  share_allow_copy: boolean;
  share_disable_citation: boolean;
  share_disable_brand: boolean;
}

const COLUMNS = 'id, share_enabled, share_allow_copy, share_disable_citation, share_disable_brand';

export async function getShareConfig(ctx: AppContext, ownerId: number, id: number): Promise<ShareConfig> {
  const [row] = await ctx.db.query<ShareRow>(`select ${COLUMNS} from projects where id = $1 and owner_id = $2`, [id, ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row, ctx.publicUrl());
}

/** Fields left out keep their value. */
export async function updateShareConfig(ctx: AppContext, ownerId: number, id: number, change: ShareChange): Promise<ShareConfig> {
  const [row] = await ctx.db.query<ShareRow>(
    `update projects set
       share_enabled = coalesce($3, share_enabled),
       share_allow_copy = coalesce($4, share_allow_copy),
       share_disable_citation = coalesce($5, share_disable_citation),
       share_disable_brand = coalesce($6, share_disable_brand)
     where id = $1 and owner_id = $2
     returning ${COLUMNS}`,
    [id, ownerId, change.enabled ?? null, change.allowCopy ?? null, change.disableCitation ?? null, change.disableBrand ?? null],
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
    url: `${publicUrl}/share/${row.id}${query}`,
  };
}
