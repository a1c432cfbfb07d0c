import { AiError, describeColors, enhanceImagePrompt, generateImage, renderGenerativeImage, type ImageModelConfig, type ImageTheme } from '@folio/ai';
import type { ThemeJson } from '@folio/layout';
import { DEFAULT_THEME_ID, chartPalette, getTheme } from '@folio/renderer';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { useAllowance } from '../domains/ai/allowance.ts';
import { skiaCanvas } from '../domains/ai/skia-canvas.ts';
import { storeGeneratedImage, type StoredImage } from '../domains/ai/store-image.ts';
import { themeForDocument } from '../domains/themes/custom-themes.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';

const A = '/api2/v1/ai/image';
const Prompt = z.string().trim().min(1).max(4000);
const ThemeId = z.string().min(1).max(64);
const Side = z.number().int().min(256).max(2048);

/**
 * PRODUCT.md §7 "AI" images (AI-API.md "Images"): pictures for slides, kept as the user's
 * uploads. With AI_IMAGE_MODEL set they come from the provider's image API (AI_BASE_URL);
 * otherwise they are drawn here, abstract and in the theme's colours, the same for the same
 * prompt — the product works offline.
 */
export function aiImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const imageModel: ImageModelConfig | undefined = ctx.settings.ai.image;

  /** A built-in theme by id, or one of the caller's own; anyone else's does not exist. */
  async function themeFor(ownerId: number, id: string | undefined): Promise<ThemeJson> {
    const named = await themeForDocument(ctx.db, ownerId, id ?? DEFAULT_THEME_ID);
    return getTheme(named.themeId, named.theme);
  }

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/generate`,
    auth: true,
    body: z.strictObject({ prompt: Prompt, themeId: ThemeId.optional(), count: z.number().int().min(1).max(4).default(1), width: Side.default(1024), height: Side.default(1024) }),
    handler: async ({ user, body, signal }) => {
      const theme = await themeFor(user.id, body.themeId);
      await useAllowance(ctx.db, user.id, ctx.settings.ai.freeDailyCalls);
      const images: StoredImage[] = [];
      for (let variant = 0; variant < body.count; variant++) {
        const bytes = imageModel
          ? await modelImage(imageModel, { prompt: `${body.prompt}. Colours: ${describeColors(imageColors(theme))}.`, width: body.width, height: body.height, signal })
          : await renderGenerativeImage({ prompt: body.prompt, theme, width: body.width, height: body.height, variant }, skiaCanvas);
        images.push(await storeGeneratedImage(ctx, user.id, bytes, body.prompt));
      }
      return { images };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/generate/enhance-prompt`,
    auth: true,
    body: z.strictObject({ prompt: Prompt, themeId: ThemeId.optional(), model: z.string().max(200).optional() }),
    handler: async ({ user, body }) => {
      const theme = await themeFor(user.id, body.themeId);
      await useAllowance(ctx.db, user.id, ctx.settings.ai.freeDailyCalls);
      const described: ImageTheme = { name: theme.themeName, mode: theme.mode, colors: imageColors(theme) };
      return { prompt: await asAppError(async () => enhanceImagePrompt(await ctx.aiModel.provider(), { prompt: body.prompt, theme: described, model: body.model })) };
    },
  });
}

/** The colours a picture for this theme should use: the accent and its chart companions, then the page. */
function imageColors(theme: ThemeJson): string[] {
  return [theme.seedColor, ...chartPalette(theme, 3).slice(1), theme.background.backgroundColor];
}

function modelImage(config: ImageModelConfig, request: Parameters<typeof generateImage>[1]): Promise<Uint8Array> {
  return asAppError(() => generateImage(config, request));
}

/** A model that timed out is 504; any other model failure is a system error that says what went wrong. */
async function asAppError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiError) throw new AppError(error.code === 'timeout' ? 'GATEWAY_TIMEOUT' : 'SYSTEM_ERROR', error.code === 'timeout' ? undefined : error.message);
    throw error;
  }
}
