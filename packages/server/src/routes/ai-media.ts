import { OpenAiSpeech, streamDiagram } from '@folio/ai';
import { Reference } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { useAllowance } from '../domains/ai/allowance.ts';
import { loadReferences } from '../domains/ai/references.ts';
import { createSpeechTask, speechTaskStatus } from '../domains/ai/speech-tasks.ts';
import { defineRoute } from '../http/define-route.ts';
import { Id } from '../validation/ids.ts';

const S = '/api/iart/v1/documentMessage';
/** `sources` of AI-API.md: the user's bound document uploads and references answered by upload/extract/*. */
const Sources = {
  uploadIds: z.array(Id).max(10).default([]),
  references: z.array(Reference).max(10).default([]),
  model: z.string().max(200).optional(),
};

/**
 * Diagrams (`ai/block/diagram.stream`, PRODUCT.md §7 "AI") and speaker-note audio
 * (documentMessage/tts and /polling, §7 "Script"): AI-API.md describes both.
 */
export function aiMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const speech = ctx.settings.ai.speech && new OpenAiSpeech(ctx.settings.ai.speech);

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/ai/block/diagram.stream',
    auth: true,
    body: z.strictObject({ prompt: z.string().trim().min(1).max(4000), ...Sources }),
    answer: 'events',
    handler: async ({ user, body, signal }) => {
      await useAllowance(ctx.db, user.id, ctx.settings.ai.freeDailyCalls);
      const references = await loadReferences(ctx, user.id, body.uploadIds, body.references);
      return streamDiagram(await ctx.aiModel.provider(), { prompt: body.prompt, references, model: body.model, signal });
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${S}/tts`,
    auth: true,
    body: z.strictObject({
      projectId: Id,
      pageId: z.string().min(1).max(64),
      /** The slide's script; absent or blank, the server reads the page's speaker notes itself. */
      text: z.string().max(20_000).optional(),
      voice: z.string().trim().min(1).max(40).optional(),
    }),
    handler: ({ user, body }) => createSpeechTask(ctx, speech, user.id, body),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${S}/polling`,
    auth: true,
    query: z.strictObject({ taskId: z.uuid() }),
    handler: ({ user, query }) => speechTaskStatus(ctx, user.id, query.taskId),
  });
}
