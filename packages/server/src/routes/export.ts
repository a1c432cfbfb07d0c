import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { isPro } from '../domains/account/membership.ts';
import { DOWNLOAD_PATH_PREFIX } from '../domains/export/download-url.ts';
import { EXPORT_TYPES, type ExportTaskRow } from '../domains/export/export-task.ts';
import { stillDownloadable } from '../domains/export/retention.ts';
import { createTask, findTask, waitingCount } from '../domains/export/task-queue.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { Id } from '../validation/ids.ts';

/** Exports one person may have waiting at once; more is someone scripting the button. */
const MAX_WAITING_PER_USER = 5;

/** What export/get reports: PRODUCT.md §4 "Export task: pending, success, error, not_found". */
function publicStatus(task: ExportTaskRow | undefined): 'pending' | 'success' | 'error' | 'not_found' {
  if (!task) return 'not_found';
  return task.status === 'running' ? 'pending' : task.status;
}

/**
 * PRODUCT.md §7 "Export": export/post queues a task and answers its id; export/get reports its
 * status and, once done, a signed download link that expires. Exports are a Pro feature (§1);
 * a free account's request answers 402, which opens the Pro dialog (§8).
 */
export function exportRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/export/post',
    auth: true,
    body: z.strictObject({ type: z.enum(EXPORT_TYPES), projectId: Id, scale: z.number().min(0.5).max(4).optional() }),
    handler: async ({ user, body }) => {
      const [project] = await ctx.db.query<{ doc: unknown }>(`select doc from projects where id = $1 and owner_id = $2`, [body.projectId, user.id]);
      if (!project) throw new AppError('NOT_FOUND');
      if (!(await isPro(ctx.db, user.id))) throw new AppError('PRO_REQUIRED');
      if ((await waitingCount(ctx.db, user.id)) >= MAX_WAITING_PER_USER) throw new AppError('TOO_FREQUENT');
      // What the editors see now: the stored snapshot folds edits in only once they pause, so an
      // export made right after an edit (a theme applied, a word typed) would miss it.
      const doc = (await ctx.collab.read(body.projectId)) ?? project.doc;
      // The owner is Pro here, so the badge is off; it stays for exports of a non-Pro owner's project.
      const task = await createTask(ctx.db, { ownerId: user.id, projectId: body.projectId, type: body.type, options: { ...(body.scale ? { scale: body.scale } : {}), badge: false }, doc });
      ctx.exportQueue.kick();
      return { taskId: task.id };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api2/v1/export/get',
    auth: true,
    query: z.strictObject({ taskId: z.string().min(1).max(64) }),
    handler: async ({ user, query }) => {
      const task = await findTask(ctx.db, query.taskId, user.id);
      const status = publicStatus(task && (task.status !== 'success' || stillDownloadable(task, ctx.settings.exports.retentionSeconds)) ? task : undefined);
      if (status !== 'success') return { status, ...(status === 'error' ? { error: 'Export task failed on server' } : {}) };
      return { status, url: ctx.downloads.url(ctx.fetchBase, task!.id, task!.file_name!), fileName: task!.file_name };
    },
  });

  app.get<{ Params: { taskId: string; fileName: string }; Querystring: { expires?: string; sig?: string } }>(`${DOWNLOAD_PATH_PREFIX}:taskId/:fileName`, async (request, reply) => {
    const { taskId } = request.params;
    const { expires, sig } = request.query;
    if (!sig || !ctx.downloads.verify(taskId, Number(expires), sig)) throw new AppError('LINK_EXPIRED');
    const [task] = await ctx.db.query<ExportTaskRow>(`select * from export_tasks where id = $1 and status = 'success'`, [taskId]);
    const stream = task?.file_key ? await ctx.storage.get(task.file_key) : undefined;
    if (!task || !stream) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${task.file_name!.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(task.file_name!)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
