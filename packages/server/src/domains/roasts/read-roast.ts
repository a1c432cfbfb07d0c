import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { readSharedProject } from '../projects/shared-project.ts';

export interface RoastView {
  id: string;
  createdTime: string;
  source: { kind: 'share' | 'pptx' | 'pdf'; name: string; projectId: number | null };
  result: unknown;
  deck: unknown;
}

interface RoastRow {
  id: string;
  source_kind: 'share' | 'pptx' | 'pdf';
  source_name: string;
  source_project_id: number | null;
  deck: unknown;
  result: unknown;
  created_at: Date;
}

/**
 * A roast, for anyone who has its link. A roast of a share link stays readable only while
 * anyone could still read that share: once its author closes sharing (6004), trashes it (-4)
 * or sets a password (4011), the roast and its copy of the deck are no longer shown, so a
 * roast never keeps publishing what the author withdrew.
 */
export async function readRoast(ctx: AppContext, id: string): Promise<RoastView> {
  const [row] = await ctx.db.query<RoastRow>('select id, source_kind, source_name, source_project_id, deck, result, created_at from roasts where id = $1', [id]);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.source_kind === 'share') {
    if (row.source_project_id === null) throw new AppError('NOT_FOUND');
    await readSharedProject(ctx, row.source_project_id, { cookie: undefined, userId: undefined });
  }
  return {
    id: row.id,
    createdTime: row.created_at.toISOString(),
    source: { kind: row.source_kind, name: row.source_name, projectId: row.source_project_id },
    result: row.result,
    deck: row.deck,
  };
}
