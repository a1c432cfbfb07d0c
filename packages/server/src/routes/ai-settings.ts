import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { detectLocalServers } from '../domains/ai-settings/detect-local-servers.ts';
import { requireInstanceOwner } from '../domains/ai-settings/instance-owner.ts';
import { presets, PresetId } from '../domains/ai-settings/presets.ts';
import { testConnection } from '../domains/ai-settings/test-connection.ts';
import { defineRoute } from '../http/define-route.ts';

const S = '/api2/v1/ai/settings';
const BaseUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine((url) => !url.includes('<'), 'fill in the placeholder of the preset');
const Model = z.string().trim().min(1).max(200);
const ApiKey = z.string().trim().max(500);

/**
 * The instance owner's AI model screen (issue 17 "A model in two clicks"): read and save the
 * model (the key is stored sealed and only its last four characters ever leave), forget it,
 * test a connection step by step, and find Ollama and LM Studio on this machine. Everyone but
 * the owner is told these do not exist (-4).
 */
export function aiSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const owner = (userId: number) => requireInstanceOwner(ctx.db, ctx.settings, userId);

  defineRoute(app, ctx, {
    method: 'GET',
    url: S,
    auth: true,
    handler: async ({ user }) => {
      await owner(user.id);
      const stored = await ctx.aiModel.read();
      return {
        saved: stored
          ? { preset: stored.preset, baseUrl: stored.baseUrl, model: stored.model, key: { set: stored.keyLast4 !== undefined, last4: stored.keyLast4 ?? null, unreadable: stored.keyUnreadable }, updatedAt: stored.updatedAt }
          : null,
        environment: ctx.aiModel.environment(),
        presets: presets(ctx.settings),
      };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${S}/update`,
    auth: true,
    body: z.strictObject({ preset: PresetId, baseUrl: BaseUrl, model: Model, apiKey: ApiKey.nullable().optional() }),
    handler: async ({ user, body }) => {
      await owner(user.id);
      await ctx.aiModel.save(body, user.id);
      return null;
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${S}/remove`,
    auth: true,
    handler: async ({ user }) => {
      await owner(user.id);
      await ctx.aiModel.remove();
      return null;
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${S}/test`,
    auth: true,
    // Without a key in the form, the saved one is used for the saved server: the browser never holds it.
    body: z.strictObject({ baseUrl: BaseUrl, model: Model, apiKey: ApiKey.optional() }),
    handler: async ({ user, body }) => {
      await owner(user.id);
      const apiKey = body.apiKey || (await ctx.aiModel.keyFor(body.baseUrl));
      return testConnection({ baseUrl: body.baseUrl, model: body.model, apiKey });
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${S}/detect`,
    auth: true,
    handler: async ({ user }) => {
      await owner(user.id);
      return { servers: await detectLocalServers(ctx.settings.ai.detect) };
    },
  });
}
