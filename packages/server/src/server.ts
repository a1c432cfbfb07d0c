import type { AddressInfo } from 'node:net';
import { ExtractionThreads } from '@folio/ai';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { resolveTokenSecret } from './auth/token-secret.ts';
import { createTokens } from './auth/tokens.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { NO_FAN_OUT, redisFanOut } from './domains/collab/fan-out.ts';
import { Rooms } from './domains/collab/rooms.ts';
import { createKeyCipher } from './domains/ai-settings/key-cipher.ts';
import { ModelSettings } from './domains/ai-settings/model-settings.ts';
import { createDownloadSigner } from './domains/export/download-url.ts';
import { createShareAccessSigner } from './domains/share-links/share-access.ts';
import { startExportWorker } from './domains/export/start-export-worker.ts';
import { ProjectReads } from './domains/projects/project-reads.ts';
import { createStorage } from './domains/storage/create-storage.ts';
import { createPutUrlSigner } from './domains/storage/signed-put-url.ts';
import { AppError } from './errors/app-error.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { fetchBase } from './http/fetch-base.ts';
import { createMemoryRateLimiter } from './http/rate-limiter.ts';
import { createRedisRateLimiter } from './http/redis-rate-limiter.ts';
import { registerStaticFiles, sendAppFile, type StaticFiles } from './http/static-files.ts';
import type { Mailer } from './mail/mailer.ts';
import { takeAutoVersion } from './domains/history/version-store.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { openRedis } from './redis/open-redis.ts';
import { QUIET_CHECK_MS, QUIET_RELEASE_CHANGE_BYTES, releaseMemoryWhenQuiet } from './memory/release-when-quiet.ts';
import { ROUTES } from './routes/index.ts';
import type { Settings } from './settings.ts';

/** Requests larger than this are refused with 413 before they are read into memory. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ServerOptions {
  settings: Settings;
  /** An open, migrated database; the server neither migrates nor closes it. Default: from settings. */
  db?: Database;
  /** Default: SMTP when SMTP_URL is set, else the database outbox. */
  mailer?: Mailer;
  /** The built app and fixtures to serve next to the API; absent, only the API answers. */
  staticFiles?: StaticFiles;
  /** Where people running the server read its output. Default: stdout. */
  print?: (text: string) => void;
  /**
   * Ready an export process once a request of someone signed in (a bearer token) has been
   * answered, and again when an idle one has ended, rather than at their export, which would
   * otherwise wait for it to load and warm the renderer; not at start, where it would compete
   * with opening the database and serving the first page, nor for visitors, since an instance
   * nobody is signed in to need not hold a process (`folio start` does; tests start many servers and do not).
   */
  warmExports?: boolean;
}

export interface FolioServer {
  /** e.g. `http://localhost:3000`; PUBLIC_URL when set. */
  url: string;
  port: number;
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** What project answers kept in memory may hold. */
const PROJECT_READS_BYTES = 64 * 1024 * 1024;

/**
 * Builds the server and listens on HOST:PORT (PORT 0 picks a free port). Opens and migrates the
 * database unless one is given, and closes what it opened on `close()`.
 */

export async function startServer(options: ServerOptions): Promise<FolioServer> {
  const { settings } = options;
  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase(settings));
  const print = options.print ?? ((text: string) => void process.stdout.write(text));
  // nodemailer is loaded only with SMTP_URL.
  const smtp = !options.mailer && settings.smtpUrl ? (await import('./mail/smtp-mailer.ts')).createSmtpMailer(settings.smtpUrl, settings.mailFrom) : undefined;
  let port = settings.port;
  const secret = await resolveTokenSecret(settings.tokenSecret, settings.dataDir);
  const uploadSigner = createPutUrlSigner(secret);
  const publicUrl = () => settings.publicUrl ?? `http://localhost:${port}`;
  const storage = await createStorage(settings, uploadSigner);
  const report = (what: string) => {
    let last = '';
    // A Redis outage repeats one error on every reconnection attempt: print each change once.
    return (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== last) print(`${what}: ${message}\n`);
      last = message;
    };
  };
  const redis = settings.redisUrl ? await openRedis(settings.redisUrl, report('redis')) : undefined;
  const memoryLimiter = createMemoryRateLimiter();
  const ctx: AppContext = {
    settings,
    db,
    mailer: options.mailer ?? smtp ?? createOutboxMailer(db, print),
    tokens: createTokens({ secret, ttlSeconds: settings.tokenTtlSeconds, db }),
    limiter: redis ? createRedisRateLimiter(redis.commands, memoryLimiter, report('redis rate limits')) : memoryLimiter,
    storage,
    uploadSigner,
    extractor: new ExtractionThreads(),
    collab: new Rooms(db, {
      compactIdleMs: 2_000,
      compactEvery: 200,
      onError: report('collaboration'),
      fanOut: redis ? redisFanOut(redis.commands, redis.subscriber, report('collaboration fan-out')) : NO_FAN_OUT,
      onSessionEnd: (projectId, lastEditorId) => takeAutoVersion(ctx, projectId, lastEditorId, 'session'),
      sessionIdleMs: settings.history.idleMs,
    }),
    projectReads: new ProjectReads(db, PROJECT_READS_BYTES),
    downloads: createDownloadSigner(secret),
    shareAccess: createShareAccessSigner(secret),
    exportQueue: { kick: () => exportWorker?.kick() },
    aiModel: new ModelSettings(db, createKeyCipher(secret), settings.ai.chat),
    publicUrl,
    fetchBase: fetchBase(settings),
    print,
  };
  // Exports run in this process unless EXPORT_WORKERS=0 leaves them to `folio worker` processes.
  const exportWorker = settings.exports.workers > 0 ? startExportWorker(ctx, settings.exports.workers) : undefined;
  const app = buildApp(ctx, options.staticFiles);
  // Someone signed in may export soon: their export process is readied after the answer, and again
  // after an idle one has ended, so no export starts on a cold process while people are working.
  if (options.warmExports && exportWorker) {
    app.addHook('onResponse', async (request) => {
      if (request.headers.authorization) exportWorker.warm();
    });
  }
  const quietMemory = releaseMemoryWhenQuiet({ checkMs: QUIET_CHECK_MS, changeBytes: QUIET_RELEASE_CHANGE_BYTES, busy: () => ctx.collab.openCount > 0, onError: report('memory release') });
  app.addHook('onRequest', (_request, _reply, done) => {
    quietMemory.activity();
    done();
  });
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    quietMemory.stop();
    await exportWorker?.stop();
    await ctx.extractor.close();
    await app.close();
    await redis?.close();
    if (ownsDb) await db.close();
    throw error;
  }
  port = (app.server.address() as AddressInfo).port;
  ctx.collab.foldLeftovers();
  return {
    url: ctx.publicUrl(),
    port,
    app,
    ctx,
    async close() {
      quietMemory.stop();
      await exportWorker?.stop();
      await app.close();
      await ctx.extractor.close();
      smtp?.close();
      await redis?.close();
      if (ownsDb) await db.close();
    },
  };
}

/** The Fastify app of a context: error envelope, every domain's routes, static files. */
export function buildApp(ctx: AppContext, staticFiles?: StaticFiles): FastifyInstance {
  const app = Fastify({
    logger: { level: ctx.settings.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: ctx.settings.trustProxy,
    // `__proto__` / `constructor.prototype` keys in JSON are refused as parameter errors.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  installErrorHandler(app);
  for (const register of ROUTES) register(app, ctx);
  if (staticFiles) registerStaticFiles(app, ctx, staticFiles);
  app.setNotFoundHandler(async (request, reply) => {
    // API paths and, without the app, everything else answer -4 in the envelope.
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/api2/') || !staticFiles) throw new AppError('NOT_FOUND');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('METHOD_NOT_ALLOWED');
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      throw new AppError('NOT_FOUND');
    }
    return sendAppFile(reply, staticFiles, decoded);
  });
  return app;
}
