import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { checkpointBeforeRestore, restoreVersion } from '../domains/history/restore-version.ts';
import { deleteVersion, getVersion, listVersions, nameCurrentVersion, renameVersion } from '../domains/history/version-store.ts';
import { defineRoute } from '../http/define-route.ts';
import { Id } from '../validation/ids.ts';

/**
 * Version history of a project (issue 22), beside the project calls of PRODUCT.md §7 in their
 * style (`/api2/v1/project/folder/add` → `/api2/v1/project/version/create`). `id` is always
 * the project, `versionId` the version; anyone but the project's editors gets -4.
 */

const V = '/api2/v1/project/version';
const ByProject = z.strictObject({ id: Id });
const ByVersion = z.strictObject({ id: Id, versionId: Id });
const VersionName = z.string().trim().min(1).max(100);

export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, { method: 'GET', url: `${V}/list`, auth: true, query: ByProject, handler: ({ user, query }) => listVersions(ctx, user.id, query.id) });

  defineRoute(app, ctx, { method: 'GET', url: `${V}/get`, auth: true, query: ByVersion, handler: ({ user, query }) => getVersion(ctx, user.id, query.id, query.versionId) });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${V}/create`,
    auth: true,
    body: z.strictObject({ id: Id, name: VersionName }),
    handler: ({ user, body }) => nameCurrentVersion(ctx, user.id, body.id, body.name),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${V}/update`,
    auth: true,
    body: z.strictObject({ id: Id, versionId: Id, name: VersionName }),
    handler: ({ user, body }) => renameVersion(ctx, user.id, body.id, body.versionId, body.name),
  });

  defineRoute(app, ctx, { method: 'POST', url: `${V}/delete`, auth: true, body: ByVersion, handler: ({ user, body }) => deleteVersion(ctx, user.id, body.id, body.versionId) });

  defineRoute(app, ctx, { method: 'POST', url: `${V}/restore`, auth: true, body: ByVersion, handler: ({ user, body }) => restoreVersion(ctx, user.id, body.id, body.versionId) });

  defineRoute(app, ctx, { method: 'POST', url: `${V}/checkpoint`, auth: true, body: ByProject, handler: ({ user, body }) => checkpointBeforeRestore(ctx, user.id, body.id) });
}
