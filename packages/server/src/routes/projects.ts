import { ProjectDocument, ProjectKind } from '@folio/layout';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { optionalUser } from '../auth/optional-user.ts';
import { addFolder, deleteFolder, listFolders, renameFolder } from '../domains/folders/folders.ts';
import { moveIntoFolder, moveOutOfFolder } from '../domains/folders/move-project.ts';
import { createProject } from '../domains/projects/create-project.ts';
import { deleteProject } from '../domains/projects/delete-project.ts';
import { duplicateProject } from '../domains/projects/duplicate-project.ts';
import { getProject } from '../domains/projects/get-project.ts';
import { listProjects } from '../domains/projects/list-projects.ts';
import { PROJECT_STATUS } from '../domains/projects/project-view.ts';
import { getShareConfig, updateShareConfig } from '../domains/projects/share-config.ts';
import { readSharedProject } from '../domains/projects/shared-project.ts';
import { updateProject } from '../domains/projects/update-project.ts';
import { defineRoute } from '../http/define-route.ts';
import { sendRawJson } from '../http/raw-json.ts';
import { Id } from '../validation/ids.ts';
import { SharePassword } from './share-links.ts';

/** PRODUCT.md §7 "Projects" and its folders. Every call is the owner's only: others' ids are -4. */

const P = '/api2/v1/project';
const ByProject = z.strictObject({ id: Id });
const Title = z.string().trim().max(300);
const FolderName = z.string().trim().min(1).max(100);
const Status = z.union([z.literal(PROJECT_STATUS.normal), z.literal(PROJECT_STATUS.trashed)]);
/** GET queries carry strings: the status filter accepts '1' and '3' as well. */
const StatusQuery = z.union([Status, z.enum(['1', '3']).transform((value) => Number(value) as 1 | 3)]);
const PageNumber = z.coerce.number().int().min(1).max(1_000_000);

const ShareFields = z.strictObject({
  id: Id,
  enabled: z.boolean().optional(),
  allowCopy: z.boolean().optional(),
  disableCitation: z.boolean().optional(),
  disableBrand: z.boolean().optional(),
  /** A new password for the link (Pro), or null to remove it. */
  password: SharePassword.nullable().optional(),
});

const ProjectUpdate = z
  .strictObject({ id: Id, status: Status.optional(), title: Title.optional(), doc: ProjectDocument.optional(), thumbnailId: Id.nullable().optional() })
  .refine((body) => body.status !== undefined || body.title !== undefined || body.doc !== undefined || body.thumbnailId !== undefined, 'nothing to update');

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/create`,
    auth: true,
    body: z.strictObject({
      kind: ProjectKind.default('presentation'),
      title: Title.optional(),
      folderId: Id.optional(),
      doc: ProjectDocument.optional(),
      themeId: z.string().min(1).max(64).optional(),
    }),
    handler: ({ user, body }) => createProject(ctx, user.id, body),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${P}/get`,
    auth: true,
    query: ByProject,
    handler: async ({ user, query, reply }) => {
      const project = await getProject(ctx, user.id, query.id);
      sendRawJson(reply);
      return project;
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${P}/list`,
    auth: true,
    query: z.strictObject({
      page: PageNumber.default(1),
      size: z.coerce.number().int().min(1).max(100).default(20),
      folderId: Id.optional(),
      status: StatusQuery.default(PROJECT_STATUS.normal),
    }),
    handler: async ({ user, query, reply }) => {
      const page = await listProjects(ctx, user.id, query);
      sendRawJson(reply);
      return page;
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/duplicate`,
    auth: true,
    body: ByProject,
    handler: ({ user, body, request }) => duplicateProject(ctx, user.id, body.id, request.headers.cookie),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/trash`,
    auth: true,
    body: ByProject,
    handler: ({ user, body }) => updateProject(ctx, user.id, body.id, { status: PROJECT_STATUS.trashed }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/iart/v1/project/updateProject',
    auth: true,
    body: ProjectUpdate,
    handler: ({ user, body }) => updateProject(ctx, user.id, body.id, body),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/iart/v1/project/recoverProject',
    auth: true,
    body: ByProject,
    handler: ({ user, body }) => updateProject(ctx, user.id, body.id, { status: PROJECT_STATUS.normal }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/delete`,
    auth: true,
    body: ByProject,
    handler: ({ user, body }) => deleteProject(ctx, user.id, body.id),
  });

  // §7 names share/config/get for both GET and POST.
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${P}/share/config/get`,
    auth: true,
    query: ByProject,
    handler: ({ user, query }) => getShareConfig(ctx, user.id, query.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/share/config/get`,
    auth: true,
    body: ByProject,
    handler: ({ user, body }) => getShareConfig(ctx, user.id, body.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/share/config/update`,
    auth: true,
    body: ShareFields,
    handler: ({ user, body }) => updateShareConfig(ctx, user.id, body.id, body),
  });

  // The public side of a share link (§6: share pages need no sign-in).
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${P}/share/view`,
    auth: false,
    query: ByProject,
    handler: async ({ query, request }) =>
      readSharedProject(ctx, query.id, { cookie: request.headers.cookie, userId: (await optionalUser(ctx, request.headers.authorization))?.id }),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${P}/folder/list`,
    auth: true,
    handler: ({ user }) => listFolders(ctx, user.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/folder/add`,
    auth: true,
    body: z.strictObject({ name: FolderName }),
    handler: ({ user, body }) => addFolder(ctx, user.id, body.name),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/folder/update`,
    auth: true,
    body: z.strictObject({ id: Id, name: FolderName }),
    handler: ({ user, body }) => renameFolder(ctx, user.id, body.id, body.name),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/folder/delete`,
    auth: true,
    body: z.strictObject({ id: Id }),
    handler: ({ user, body }) => deleteFolder(ctx, user.id, body.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/folder/move-in`,
    auth: true,
    body: z.strictObject({ folderId: Id, projectId: Id }),
    handler: ({ user, body }) => moveIntoFolder(ctx, user.id, body.projectId, body.folderId),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/folder/move-out`,
    auth: true,
    body: z.strictObject({ projectId: Id }),
    handler: ({ user, body }) => moveOutOfFolder(ctx, user.id, body.projectId),
  });
}
