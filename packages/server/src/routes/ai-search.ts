import { FetchRefusedError, LocalSearch, fetchPublicImage, searchQuestions, webSearchFor, type SearchProvider } from '@folio/ai';
import { keywordsOf } from '@folio/layout';
import { ReferenceCard, SearchTime } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { userSearchSources } from '../domains/ai/search-sources.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';

const I = '/api/sophie/v1/aiInteraction';
const Query = z.string().trim().min(1).max(500);
/** 'All' or a site such as 'wikipedia.org' (§3 reference config "domain"). */
const Domain = z.union([z.literal('All'), z.string().trim().toLowerCase().regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/)]);
const CARDS_PER_SEARCH = 10;
/** A search engine that has not answered by then will not: the stream ends with an error event instead of hanging. */
const SEARCH_TIMEOUT_MS = 30_000;
/** Thumbnails for a page of cards, with room to scroll; an address asking for more is refused (code 0). */
const IMAGES_PER_MINUTE = 300;

/**
 * PRODUCT.md §7 "Search": questions to research, searches streamed as reference cards (from
 * the configured web search, or the user's own uploads and projects), keywords to suggest,
 * and `/image/u`, the proxy that shows search-card thumbnails. AI-API.md describes the shapes.
 */
export function aiSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const web = ctx.settings.ai.webSearch && webSearchFor(ctx.settings.ai.webSearch);
  const searchFor = async (userId: number): Promise<SearchProvider> => web ?? new LocalSearch(await userSearchSources(ctx, userId));

  type SearchBody = { query: string; domain?: string | undefined; keywords?: string[] | undefined; time?: SearchTime | undefined; rc?: boolean | undefined };
  async function* searchEvents(userId: number, body: SearchBody, aborted: AbortSignal) {
    const search = await searchFor(userId);
    const query = [body.query, ...(body.keywords ?? [])].join(' ');
    const signal = AbortSignal.any([aborted, AbortSignal.timeout(SEARCH_TIMEOUT_MS)]);
    const cards = await search.search({ query, domain: body.domain, time: body.time, limit: CARDS_PER_SEARCH, signal });
    for (const card of cards) {
      const checked = ReferenceCard.safeParse(clip(card, body.rc !== false));
      if (checked.success) yield { type: 'card', card: checked.data };
    }
    yield { type: 'done' };
  }

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${I}/getSearchQuestions`,
    auth: true,
    query: z.strictObject({ prompt: z.string().trim().min(1).max(4000) }),
    handler: async ({ query }) => ({ questions: await searchQuestions(await ctx.aiModel.provider(), { prompt: query.prompt }) }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${I}/generalSearch`,
    auth: true,
    body: z.strictObject({ query: Query, time: SearchTime.optional() }),
    answer: 'events',
    handler: async ({ user, body, signal }) => searchEvents(user.id, body, signal),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${I}/otherSearch`,
    auth: true,
    body: z.strictObject({ query: Query, domain: Domain, time: SearchTime.optional() }),
    answer: 'events',
    handler: async ({ user, body, signal }) => searchEvents(user.id, body, signal),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/ai/search',
    auth: true,
    body: z.strictObject({ query: Query, domain: Domain.optional(), keywords: z.array(z.string().trim().min(1).max(60)).max(10).optional(), time: SearchTime.optional(), rc: z.boolean().optional() }),
    answer: 'events',
    handler: async ({ user, body, signal }) => searchEvents(user.id, body, signal),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api2/v1/ai/search/recommend',
    auth: true,
    handler: async ({ user }) => {
      const { references, projects } = await userSearchSources(ctx, user.id);
      const documents = [
        ...references.flatMap((reference) => reference.sections.map((section) => ({ heading: section.heading, text: section.paragraphs.join(' ') }))),
        ...projects.map((project) => ({ heading: project.title, text: project.text })),
      ];
      return { keywords: keywordsOf(documents, 8) };
    },
  });

  // Unauthenticated: an <img> cannot send a bearer token. It only ever answers raster images from public addresses.
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/image/u',
    auth: false,
    query: z.strictObject({ url: z.url({ protocol: /^https?$/ }).max(2048) }),
    limits: [{ key: ({ ip }) => `image-proxy:${ip}`, limit: () => IMAGES_PER_MINUTE, windowMs: 60_000 }],
    answer: 'file',
    handler: async ({ query }) => {
      let image: { mime: string; body: Uint8Array };
      try {
        image = await fetchPublicImage(query.url);
      } catch (error) {
        if (error instanceof FetchRefusedError) throw new AppError('PARAMETER_ERROR', error.message);
        throw new AppError('NOT_FOUND');
      }
      return {
        type: image.mime,
        headers: { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox", 'cache-control': 'public, max-age=86400' },
        body: Buffer.from(image.body),
      };
    },
  });
}

/** Engines' titles and snippets can run long; a card is cut to its schema's sizes, and without a citation when rc is false. */
function clip(card: ReferenceCard, cite: boolean): ReferenceCard {
  const { citation, ...rest } = card;
  return { ...rest, title: card.title.slice(0, 500), snippet: card.snippet.slice(0, 2000), ...(cite && citation ? { citation } : {}) };
}
