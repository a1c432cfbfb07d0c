import type { ThemeJson } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { BUILTIN_RECORDS, customRecord, customThemeRowId, isBuiltinTheme, type ThemeRecord, type ThemeRow } from './theme-record.ts';

/** theme/list: the built-ins in the spec's order, then the caller's own, oldest first. */
export async function listThemes(ctx: AppContext, ownerId: number): Promise<ThemeRecord[]> {
  const rows = await ctx.db.query<ThemeRow>('select * from themes where owner_id = $1 order by id', [ownerId]);
  return [...BUILTIN_RECORDS, ...rows.map(customRecord)];
}

/** The json's own id is ignored: the server names custom themes so they never shadow a built-in. */
export async function addTheme(ctx: AppContext, ownerId: number, json: ThemeJson): Promise<ThemeRecord> {
  const [row] = await ctx.db.query<ThemeRow>('insert into themes (owner_id, json) values ($1, $2) returning *', [ownerId, json]);
  return customRecord(row!);
}

export async function updateTheme(ctx: AppContext, ownerId: number, id: string, json: ThemeJson): Promise<ThemeRecord> {
  const rowId = ownedRowId(id);
  const [row] = await ctx.db.query<ThemeRow>('update themes set json = $3, updated_at = now() where id = $1 and owner_id = $2 returning *', [rowId, ownerId, json]);
  if (!row) throw new AppError('NOT_FOUND');
  return customRecord(row);
}

/** Documents that named the theme keep a copy of it (ProjectDocument.theme) or fall back to the default. */
export async function deleteTheme(ctx: AppContext, ownerId: number, id: string): Promise<void> {
  const [row] = await ctx.db.query('delete from themes where id = $1 and owner_id = $2 returning id', [ownedRowId(id), ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
}

/**
 * The theme a new document uses: a built-in by id, or one of the owner's custom themes, whose
 * json the document then carries. Anyone else's theme is 'Data does not exist.'
 */
export async function themeForDocument(db: Queryable, ownerId: number, id: string): Promise<{ themeId: string; theme?: ThemeJson }> {
  if (isBuiltinTheme(id)) return { themeId: id };
  const [row] = await db.query<ThemeRow>('select * from themes where id = $1 and owner_id = $2', [ownedRowId(id), ownerId]);
  if (!row) throw new AppError('NOT_FOUND');
  return { themeId: id, theme: customRecord(row).json };
}

/** Built-ins cannot be changed and unknown ids do not exist: both are -4. */
function ownedRowId(id: string): number {
  const rowId = customThemeRowId(id);
  if (rowId === undefined) throw new AppError('NOT_FOUND');
  return rowId;
}
