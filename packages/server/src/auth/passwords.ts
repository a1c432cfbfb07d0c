import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to the
 * argon2id variant; the parameters are stored in the hash, so raising them later still verifies
 * old hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * A real hash of an impossible password: logins for unknown or password-less accounts verify
 * against it so they take as long as a wrong password does.
 */
export const DUMMY_HASH_PROMISE = hashPassword('not a password 0');
