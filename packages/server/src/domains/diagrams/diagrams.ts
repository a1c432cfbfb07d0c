import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/** Enough for anyone's diagrams, and a bound on what one account can store through this path. */
export const MAX_DIAGRAMS_PER_USER = 500;

interface DiagramRow {
  id: number;
  title: string;
  source: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface DiagramRecord {
  id: number;
  title: string;
  source: string;
  createdTime: string;
  updatedTime: string;
}

function record(row: DiagramRow): DiagramRecord {
  return { id: row.id, title: row.title, source: row.source, createdTime: new Date(row.created_at).toISOString(), updatedTime: new Date(row.updated_at).toISOString() };
}

/** The caller's diagrams, last edited first. */
export async function listDiagrams(ctx: AppContext, ownerId: number): Promise<DiagramRecord[]> {
  const rows = await ctx.db.query<DiagramRow>('select * from diagrams where owner_id = $1 order by updated_at desc, id desc', [ownerId]);
  return rows.map(record);
}

export async function addDiagram(ctx: AppContext, ownerId: number, title: string, source: string): Promise<DiagramRecord> {
  return ctx.db.transaction(async (tx) => {
    // Counted under a lock on the owner's row, so two tabs adding at once cannot pass the cap together.
    await tx.query('select id from users where id = $1 for update', [ownerId]);
    const [count] = await tx.query<{ n: number }>('select count(*)::int as n from diagrams where owner_id = $1', [ownerId]);
    if (count!.n >= MAX_DIAGRAMS_PER_USER) throw new AppError('PARAMETER_ERROR');
    const [row] = await tx.query<DiagramRow>('insert into diagrams (owner_id, title, source) values ($1, $2, $3) returning *', [ownerId, title, source]);
    return record(row!);
  });
}

export async function updateDiagram(ctx: AppContext, ownerId: number, id: number, title: string, source: string): Promise<DiagramRecord> {
  const [row] = await ctx.db.query<DiagramRow>('update diagrams set title = $3, source = $4, updated_at = now() where id = $1 and owner_id = $2 returning *', [id, ownerId, title, source]);
  if (!row) throw new AppError('NOT_FOUND');
  return record(row);
}

export async function deleteDiagram(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const [row] = await ctx.db.query('delete from diagrams where id = $1 and owner_id = $2 returning id', [id, ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
}
