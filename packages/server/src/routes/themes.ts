import { ThemeJson } from '@folio/layout';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { addTheme, deleteTheme, listThemes, updateTheme } from '../domains/themes/custom-themes.ts';
import { FONT_CATALOGUE, searchFonts } from '../domains/themes/font-catalogue.ts';
import { defineRoute } from '../http/define-route.ts';

/** PRODUCT.md §7 "Themes": built-in and custom themes, and the font catalogue. */

const T = '/api2/v1/theme';
const ThemeId = z.string().min(1).max(64);

export function themeRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${T}/list`,
    auth: true,
    handler: ({ user }) => listThemes(ctx, user.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${T}/add`,
    auth: true,
    body: z.strictObject({ json: ThemeJson }),
    handler: ({ user, body }) => addTheme(ctx, user.id, body.json),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${T}/update`,
    auth: true,
    body: z.strictObject({ id: ThemeId, json: ThemeJson }),
    handler: ({ user, body }) => updateTheme(ctx, user.id, body.id, body.json),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${T}/delete`,
    auth: true,
    body: z.strictObject({ id: ThemeId }),
    handler: ({ user, body }) => deleteTheme(ctx, user.id, body.id),
  });

  // The font catalogue is the same for everyone and holds nothing private: no sign-in needed.
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${T}/fonts/google`,
    auth: false,
    handler: async () => FONT_CATALOGUE,
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${T}/fonts/google/search`,
    auth: false,
    query: z.strictObject({ keyword: z.string().max(100).default('') }),
    handler: async ({ query }) => searchFonts(query.keyword),
  });
}
