import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * Bearer tokens: HS256 JWTs carrying the user id and the user's token version. Bumping the
 * version (password change, reset, deletion) revokes every older token. The version is cached
 * in process so an authenticated request costs no database round-trip; `forget` drops the
 * entry when this process changes it, and the TTL bounds how long another instance may honour
 * a revoked token.
 */
export interface AuthUser {
  id: number;
}

export interface Tokens {
  issue(userId: number, tokenVersion: number): Promise<string>;
  /** The user behind an `Authorization` header value, or a 4001-family AppError. */
  authenticate(authorization: string | undefined): Promise<AuthUser>;
  forget(userId: number): void;
}

const Claims = z.object({ sub: z.string().regex(/^[1-9]\d{0,8}$/), ver: z.number().int().nonnegative(), exp: z.number() });
const VERSION_CACHE_TTL_MS = 30_000;
/**
 * Tokens whose signature was already checked, so a signed-in client's next requests skip the
 * HMAC (a fifth of an authenticated request's time). The expiry is still checked every time.
 */
const VERIFIED_CACHE_SIZE = 10_000;
/** Loaded with the first token rather than at start, before the first page (≈ 40 ms of CPU). */
const jose = () => import('jose');

export function createTokens(options: { secret: string; ttlSeconds: number; db: Queryable; now?: () => number }): Tokens {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  const versions = new Map<number, { version: number | null; loadedAt: number }>();
  const verified = new Map<string, z.infer<typeof Claims>>();

  async function verify(token: string): Promise<z.infer<typeof Claims>> {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 <= now()) throw new AppError('TOKEN_EXPIRED');
      return known;
    }
    const { errors, jwtVerify } = await jose();
    let payload: unknown;
    try {
      // Only HS256: `alg: none` and any other algorithm fail here as malformed.
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()) }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      if (error instanceof errors.JWSSignatureVerificationFailed) throw new AppError('TOKEN_BAD_SIGNATURE');
      throw new AppError('TOKEN_MALFORMED');
    }
    const claims = Claims.safeParse(payload);
    if (!claims.success) throw new AppError('TOKEN_MALFORMED');
    // Dropping everything when full is crude but bounded; the next requests re-verify once.
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(token, claims.data);
    return claims.data;
  }

  async function currentVersion(userId: number): Promise<number | null> {
    const cached = versions.get(userId);
    if (cached && now() - cached.loadedAt < VERSION_CACHE_TTL_MS) return cached.version;
    const [row] = await options.db.query<{ token_version: number; deleted: boolean }>(
      `select token_version, coalesce((onboarding->>'account_deleted')::boolean, false) as deleted from users where id = $1`,
      [userId],
    );
    // A deleted account has no valid version: every token of it is refused.
    const version = row && !row.deleted ? row.token_version : null;
    versions.set(userId, { version, loadedAt: now() });
    return version;
  }

  return {
    async issue(userId, tokenVersion) {
      const { SignJWT } = await jose();
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },

    async authenticate(authorization) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) throw new AppError('TOKEN_MISSING');
      const claims = await verify(token);
      const userId = Number(claims.sub);
      const version = await currentVersion(userId);
      if (version === null) throw new AppError('ACCOUNT_GONE');
      if (version !== claims.ver) throw new AppError('TOKEN_REVOKED');
      return { id: userId };
    },

    forget(userId) {
      versions.delete(userId);
    },
  };
}
