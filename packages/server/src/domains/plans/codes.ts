import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** Crockford's base32 without I, L, O and U: codes are read aloud and typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A fresh code such as `7KQ2-M9XD-40FA` (60 bits: guessing one is hopeless at the rate limit). */
export function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

/** What a user typed, as codes are stored: upper case, without spaces around or inside. */
export function normalizeCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

export interface ActivationCodeBatch {
  days: number;
  quota: number;
  count: number;
  expiresAt?: Date;
  note?: string;
}

export async function mintActivationCodes(db: Queryable, batch: ActivationCodeBatch): Promise<string[]> {
  const codes = Array.from({ length: batch.count }, newCode);
  for (const code of codes) {
    await db.query('insert into activation_codes (code, days, quota, expires_at, note) values ($1, $2, $3, $4, $5)', [code, batch.days, batch.quota, batch.expiresAt ?? null, batch.note ?? '']);
  }
  return codes;
}

export interface CodeSummary {
  code: string;
  days: number;
  used: number;
  quota: number;
  expiresAt: Date | null;
  note: string;
}

/** Every activation code, newest first, with how often it has been used. */
export async function listCodes(db: Queryable): Promise<CodeSummary[]> {
  return db.query<CodeSummary>('select code, days, used, quota, expires_at as "expiresAt", note from activation_codes order by created_at desc, code');
}
