import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { UPLOAD_PATH_PREFIX } from '../domains/storage/signed-put-url.ts';
import { bindUpload } from '../domains/uploads/bind-upload.ts';
import { receiveUpload } from '../domains/uploads/receive-upload.ts';
import { serveUpload } from '../domains/uploads/serve-upload.ts';
import { issueUploadTarget } from '../domains/uploads/upload-slots.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { successCode } from '../http/envelope.ts';
import { FileName } from '../http/file-name.ts';

/** PRODUCT.md §7 "Upload": url → PUT the bytes → bind; and the downloads at /files/<key>. */

const U = '/api2/v1/upload';
const Key = z.string().regex(/^[0-9a-f]{32}$/);
const PER_USER_PER_MINUTE = 120;

export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${U}/url`,
    auth: true,
    query: z.strictObject({ type: z.string().max(127).default(''), source_type: z.enum(['normal', 'document']).default('normal') }),
    limits: [{ key: ({ user }) => `upload/url:user:${user.id}`, limit: () => PER_USER_PER_MINUTE, windowMs: 60_000 }],
    handler: ({ user, query }) => issueUploadTarget(ctx, user.id, query.type, query.source_type),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${U}/bind`,
    auth: true,
    body: z.strictObject({ key: Key, name: FileName, hash: z.string().regex(/^[0-9a-fA-F]{32}$/).transform((hash) => hash.toLowerCase()) }),
    limits: [{ key: ({ user }) => `upload/bind:user:${user.id}`, limit: () => PER_USER_PER_MINUTE, windowMs: 60_000 }],
    handler: ({ user, body }) => bindUpload(ctx, user.id, body),
  });

  // The PUT carries raw bytes of any type: its own scope takes every body as a stream, unparsed
  // and unbuffered, so the size limit is the slot's, not the JSON body limit.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // A refused upload is answered before its bytes have all arrived; closing the connection
    // afterwards spares reading the rest and leaves no half-read request holding the socket.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('connection', 'close');
    });
    defineRoute(scope, ctx, {
      method: 'PUT',
      url: `${UPLOAD_PATH_PREFIX}:key`,
      auth: false,
      params: z.strictObject({ key: Key }),
      // The signature in the address is the authority: upload-slots.ts signs it for one user and one key.
      query: z.strictObject({ expires: z.coerce.number().int().positive(), sig: z.string().min(1).max(100) }),
      // Any bytes of any type: receiveUpload reads them from the request as they arrive, against the slot's size limit.
      body: z.unknown(),
      // The upload family's success code, though the address is outside /api2/.
      successCode: successCode(U),
      handler: ({ params, query, request }) => {
        const length = request.headers['content-length'];
        return receiveUpload(ctx, { key: params.key, ...query, declaredSize: length === undefined ? undefined : Number(length), body: request.raw });
      },
    });
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/files/:key',
    auth: false,
    params: z.strictObject({ key: z.string() }),
    // Other query parameters (a cache-buster) are ignored, as they always were.
    query: z.looseObject({ download: z.unknown().optional() }),
    answer: 'file',
    handler: async ({ params, query }) => {
      if (!Key.safeParse(params.key).success) throw new AppError('NOT_FOUND');
      return serveUpload(ctx, params.key, { original: query.download === '1' });
    },
  });
}
