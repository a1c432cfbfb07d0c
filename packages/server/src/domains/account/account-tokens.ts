import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/**
 * Single-use links (e-mail verification, password reset): the mail carries a random token, the
 * database only its SHA-256.
 */
export type AccountTokenPurpose = 'verify_email' | 'reset_password';

export type ConsumedToken = { status: 'valid'; userId: number } | { status: 'expired' | 'used' | 'unknown' };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createAccountToken(db: Queryable, userId: number, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`insert into account_tokens (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, now() + $4 * interval '1 millisecond')`, [hashToken(token), userId, purpose, ttlMs]);
  return token;
}

/** Marks the token used if it is valid; run inside the transaction that acts on it. */
export async function consumeAccountToken(db: Queryable, token: string, purpose: AccountTokenPurpose): Promise<ConsumedToken> {
  const [row] = await db.query<{ user_id: number; expired: boolean; used: boolean }>(
    `select user_id, expires_at <= now() as expired, used_at is not null as used from account_tokens where token_hash = $1 and purpose = $2 for update`,
    [hashToken(token), purpose],
  );
  if (!row) return { status: 'unknown' };
  if (row.used) return { status: 'used' };
  if (row.expired) return { status: 'expired' };
  await db.query('update account_tokens set used_at = now() where token_hash = $1', [hashToken(token)]);
  return { status: 'valid', userId: row.user_id };
}
