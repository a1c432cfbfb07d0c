/** The native argon2 module, loaded with the first password rather than at every start (≈ 30 ms of CPU). */
const argon2 = () => import('@node-rs/argon2');

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to the
 * argon2id variant; the parameters are stored in the hash, so raising them later still verifies
 * old hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await argon2()).verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/**
 * A real hash of an impossible password: logins for unknown or password-less accounts verify
 * against it so they take as long as a wrong password does. Made at the first such login,
 * not at start.
 */
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword('not a password 0'));
}
