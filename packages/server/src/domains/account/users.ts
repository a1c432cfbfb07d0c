import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';

/** A `users` row as the account domain reads it. */
export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  email_verified_at: Date | null;
  google_sub: string | null;
  picture_url: string | null;
  head_file_image_id: number | null;
  onboarding: Record<string, unknown>;
  token_version: number;
  credit: number;
  free_projects_left: number;
  invite_code: string;
  created_at: Date;
}

export function isDeleted(user: Pick<UserRow, 'onboarding'>): boolean {
  return user.onboarding.account_deleted === true;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>('select * from users where lower(email) = lower($1)', [email]);
  return user;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>('select * from users where id = $1', [id]);
  return user;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  googleSub?: string;
  pictureUrl?: string;
  attribution: Record<string, string>;
}

/** The created user, or undefined when the e-mail (or Google subject) is already taken. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  try {
    const [row] = await db.query<UserRow>(
      `insert into users (email, password_hash, first_name, last_name, email_verified_at, google_sub, picture_url, invite_code, attribution)
       values ($1, $2, $3, $4, case when $5 then now() end, $6, $7, $8, $9) returning *`,
      [user.email, user.passwordHash, user.firstName, user.lastName, user.emailVerified, user.googleSub ?? null, user.pictureUrl ?? null, randomBytes(6).toString('base64url'), user.attribution],
    );
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Stores a new password hash and revokes every token issued before; returns the new version. */
export async function replacePassword(db: Queryable, userId: number, passwordHash: string): Promise<number> {
  const [row] = await db.query<{ token_version: number }>(
    'update users set password_hash = $2, token_version = token_version + 1, updated_at = now() where id = $1 returning token_version',
    [userId, passwordHash],
  );
  return row!.token_version;
}
