import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a viewer who typed the password keeps access without typing it again. */
export const SHARE_ACCESS_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The access a viewer gets by typing a share link's password: a cookie per link holding
 * `<password version>.<expiry>.<signature>`. The signature covers the project id, so a cookie
 * opens only its own link, and the version, so setting, changing or removing the password
 * (which bumps `share_password_version`) ends every earlier cookie's access. The HMAC key is
 * derived from the token secret for this one purpose, as the download signer's is.
 */
export interface ShareAccessSigner {
  /** The Set-Cookie value that lets this browser view the project at this password version. */
  cookie(projectId: number, version: number, secure: boolean, now?: number): string;
  /** Whether the request's Cookie header carries access to the project at this version. */
  allows(cookieHeader: string | undefined, projectId: number, version: number, now?: number): boolean;
}

export function createShareAccessSigner(tokenSecret: string): ShareAccessSigner {
  const key = createHmac('sha256', tokenSecret).update('folio share access v1').digest();
  const sign = (projectId: number, version: number, expires: number) => createHmac('sha256', key).update(`${projectId}\n${version}\n${expires}`).digest('base64url');
  return {
    cookie(projectId, version, secure, now = Date.now()) {
      const expires = Math.floor(now / 1000) + SHARE_ACCESS_TTL_SECONDS;
      const value = `${version}.${expires}.${sign(projectId, version, expires)}`;
      // Path: the share calls and project/duplicate (a viewer copying a protected deck) need it.
      return `${cookieName(projectId)}=${value}; Path=/api2/v1/project/; Max-Age=${SHARE_ACCESS_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    },
    allows(cookieHeader, projectId, version, now = Date.now()) {
      const value = readCookie(cookieHeader, cookieName(projectId));
      const [givenVersion, givenExpires, signature] = value?.split('.') ?? [];
      const expires = Number(givenExpires);
      if (Number(givenVersion) !== version || !Number.isInteger(expires) || expires * 1000 <= now || !signature) return false;
      const expected = Buffer.from(sign(projectId, version, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

function cookieName(projectId: number): string {
  return `folio_share_${projectId}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
