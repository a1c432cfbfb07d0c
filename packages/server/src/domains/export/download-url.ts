import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link from export/get works (the client downloads within 5 minutes, §9). */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

export const DOWNLOAD_PATH_PREFIX = '/files/export/';

/**
 * Signed, expiring links to finished exports: `/files/export/<task id>/<file name>?expires=&sig=`.
 * The HMAC key is derived from the token secret for this one purpose, so a download signature
 * can never pass as a token or an upload signature.
 */
export interface DownloadSigner {
  /** `base` is the context's `fetchBase`: the app fetches this link. */
  url(base: string, taskId: string, fileName: string, now?: number): string;
  verify(taskId: string, expires: number, signature: string, now?: number): boolean;
}

export function createDownloadSigner(tokenSecret: string): DownloadSigner {
  const key = createHmac('sha256', tokenSecret).update('folio export download v1').digest();
  const sign = (taskId: string, expires: number) => createHmac('sha256', key).update(`GET\n${taskId}\n${expires}`).digest('base64url');
  return {
    url(base, taskId, fileName, now = Date.now()) {
      const expires = Math.floor(now / 1000) + DOWNLOAD_URL_TTL_SECONDS;
      return `${base}${DOWNLOAD_PATH_PREFIX}${taskId}/${encodeURIComponent(fileName)}?expires=${expires}&sig=${sign(taskId, expires)}`;
    },
    verify(taskId, expires, signature, now = Date.now()) {
      if (!Number.isInteger(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(sign(taskId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
