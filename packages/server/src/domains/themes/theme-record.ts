import type { ThemeJson } from '@folio/layout';
import { BUILTIN_THEMES, DEFAULT_THEME_ID } from '@folio/renderer';

/** PRODUCT.md §3 "Theme record", as theme/list, add and update answer it. */
export interface ThemeRecord {
  /** The built-in theme's id ('sunlit'), or 'custom-<n>' for a user's theme; always json.id. */
  id: string;
  createdTime: string;
  /** 'system' for built-ins, else the owner's user id. */
  insertBy: string;
  updateBy: string;
  updatedTime: string;
  status: '1';
  /** Empty: the app draws theme previews from the json itself. */
  thumbnail: string;
  /** '1' for the default theme (§3 Sunlit), '0' for every other. */
  defaultTheme: '1' | '0';
  json: ThemeJson;
}

const CUSTOM_THEME_PREFIX = 'custom-';

/** Built-ins never change, so their records carry the epoch rather than a made-up date. */
const EPOCH = new Date(0).toISOString();

export const BUILTIN_RECORDS: readonly ThemeRecord[] = BUILTIN_THEMES.map((json) => ({
  id: json.id,
  createdTime: EPOCH,
  insertBy: 'system',
  updateBy: 'system',
  updatedTime: EPOCH,
  status: '1',
  thumbnail: '',
  defaultTheme: json.id === DEFAULT_THEME_ID ? '1' : '0',
  json,
}));

const BUILTIN_IDS = new Set(BUILTIN_THEMES.map((theme) => theme.id));

export function isBuiltinTheme(id: string): boolean {
  return BUILTIN_IDS.has(id);
}

export interface ThemeRow {
  id: number;
  owner_id: number;
  json: ThemeJson;
  created_at: Date;
  updated_at: Date;
}

export function customRecord(row: ThemeRow): ThemeRecord {
  return {
    id: customThemeId(row.id),
    createdTime: row.created_at.toISOString(),
    insertBy: String(row.owner_id),
    updateBy: String(row.owner_id),
    updatedTime: row.updated_at.toISOString(),
    status: '1',
    thumbnail: '',
    defaultTheme: '0',
    json: { ...row.json, id: customThemeId(row.id) },
  };
}

function customThemeId(rowId: number): string {
  return `${CUSTOM_THEME_PREFIX}${rowId}`;
}

/** The row id of 'custom-<n>', or undefined for anything else. */
export function customThemeRowId(id: string): number | undefined {
  const match = /^custom-([1-9]\d{0,9})$/.exec(id);
  const rowId = match ? Number(match[1]) : undefined;
  return rowId !== undefined && rowId <= 2 ** 31 - 1 ? rowId : undefined;
}
