import type { FastifyInstance } from 'fastify';
import { DiagramBlock } from '@folio/layout';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { addDiagram, deleteDiagram, listDiagrams, updateDiagram } from '../domains/diagrams/diagrams.ts';
import { insertDiagram } from '../domains/diagrams/insert-diagram.ts';
import { defineRoute } from '../http/define-route.ts';

/**
 * The /diagram screen's own diagrams (§2 Diagram beta; issue 22): flowchart text with a title.
 * The server keeps the text as written; the app parses and draws it.
 */

const D = '/api2/v1/diagram';
const Title = z.string().max(200);
/** The app's parser reads at most 20,000 characters (DIAGRAM_LIMITS.sourceChars). */
const Source = z.string().max(20_000);
const Id = z.number().int().positive().max(2_147_483_647);

export function diagramRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${D}/list`,
    auth: true,
    handler: ({ user }) => listDiagrams(ctx, user.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${D}/add`,
    auth: true,
    body: z.strictObject({ title: Title, source: Source }),
    handler: ({ user, body }) => addDiagram(ctx, user.id, body.title, body.source),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${D}/update`,
    auth: true,
    body: z.strictObject({ id: Id, title: Title, source: Source }),
    handler: ({ user, body }) => updateDiagram(ctx, user.id, body.id, body.title, body.source),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${D}/delete`,
    auth: true,
    body: z.strictObject({ id: Id }),
    handler: ({ user, body }) => deleteDiagram(ctx, user.id, body.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${D}/insert`,
    auth: true,
    body: z.strictObject({ projectId: Id, title: Title, block: DiagramBlock }),
    handler: ({ user, body }) => insertDiagram(ctx, user.id, body.projectId, body.block, body.title),
  });
}
