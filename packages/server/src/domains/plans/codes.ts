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

export interface DiscountCodeBatch {
  percentOff: number;
  count: number;
  expiresAt?: Date;
  note?: string;
}

export async function mintDiscountCodes(db: Queryable, batch: DiscountCodeBatch): Promise<string[]> {
  const codes = Array.from({ length: batch.count }, newCode);
  for (const code of codes) {
    await db.query('insert into discount_codes (code, percent_off, expires_at, note) values ($1, $2, $3, $4)', [code, batch.percentOff, batch.expiresAt ?? null, batch.note ?? '']);
  }
  return codes;
}

export interface CodeSummary {
  kind: 'activation' | 'discount';
  code: string;
  /** Days of Pro for activation codes, percent off for discount codes. */
  value: number;
  used: number;
  quota: number | null;
  expiresAt: Date | null;
  note: string;
}

/** Every code, newest first, with how often it has been used. */
export async function listCodes(db: Queryable): Promise<CodeSummary[]> {
  return db.query<CodeSummary>(
    `select 'activation' as kind, code, days as value, used, quota, expires_at as "expiresAt", note, created_at from activation_codes
     union all
     select 'discount', d.code, d.percent_off, (select count(*)::int from discount_redemptions r where r.code = d.code), null, d.expires_at, d.note, d.created_at from discount_codes d
     order by created_at desc, code`,
  ).then((rows) => rows.map(({ kind, code, value, used, quota, expiresAt, note }) => ({ kind, code, value, used, quota, expiresAt, note })));
}
