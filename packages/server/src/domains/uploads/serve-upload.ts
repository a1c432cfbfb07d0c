import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FileAnswer } from '../../http/route-answers.ts';

/**
 * Keeps an uploaded SVG from running: no scripts, no fetches, a sandboxed origin, inline styles
 * only (what SVG drawings use). The same file still shows in an <img>, which never runs scripts.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /files/<key>: bound uploads only (unbound bytes are nobody's file yet), with the type
 * sniffed at bind time and nosniff so browsers never second-guess it. Keys are unguessable
 * and never reused, so answers may be cached for good. SVG is also sent as an attachment:
 * opened directly it downloads instead of rendering as a document. The body goes chunked, not
 * with a Content-Length: then the client has the last byte only once the server has ended the
 * response, so a shutdown never finds the connection still busy and waits on it forever.
 * A large image is answered with its display copy (display-copy.ts), which is what the editor
 * draws; `original` (`?download=1`) sends the uploaded bytes instead, as an attachment.
 */
export async function serveUpload(ctx: AppContext, key: string, options: { original: boolean }): Promise<FileAnswer> {
  const [file] = await ctx.db.query<{ mime: string; name: string; display_key: string | null }>(
    'select u.mime, u.name, d.display_key from uploads u left join upload_display_copies d on d.key = u.key where u.key = $1',
    [key],
  );
  const body = file && (await ctx.storage.get(options.original ? key : (file.display_key ?? key)));
  if (!file || !body) throw new AppError('NOT_FOUND');
  const svg = file.mime === 'image/svg+xml';
  return {
    type: file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime,
    headers: {
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': `${svg || options.original ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      ...(svg ? { 'content-security-policy': SVG_POLICY } : {}),
    },
    body,
  };
}
