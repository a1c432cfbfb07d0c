import { BlockPlaceholders, DocumentTooLargeError, FetchRefusedError, TranscriptUnavailableError, UnreadableDocumentError, UnsupportedDocumentError, describeProvider, extractUrl, extractYoutube, generateKeywords, generateQuote, generateSlides, slideOrigin, planStoryline, type GeneratedSlide, type Provider } from '@folio/ai';
import { GenerationOptions, GenerationStatus, Reference, StorylineItem } from '@folio/contracts';
import { BLOCK_KINDS, BlockContent, ProjectKind, deletePage, insertPage, readProject, setScript, stampOrigin, type BlockKind, type Page, type ProjectDocument } from '@folio/layout';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { useAllowance } from '../domains/ai/allowance.ts';
import { isInstanceOwner } from '../domains/ai-settings/instance-owner.ts';
import { recommendedPrompts } from '../domains/ai/recommended-prompts.ts';
import { loadReferences } from '../domains/ai/references.ts';
import { RunningGenerations } from '../domains/ai/running-generations.ts';
import { SlideChecks } from '../domains/ai/slide-checks.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { Id } from '../validation/ids.ts';
import { takeAutoVersion } from '../domains/history/version-store.ts';

const A = '/api2/v1/ai';
const Prompt = z.string().trim().min(1).max(4000);
const Sources = {
  /** Documents uploaded through upload/url + upload/bind. */
  uploadIds: z.array(Id).max(10).default([]),
  /** References answered earlier by upload/extract/url or extract/youtube. */
  references: z.array(Reference).max(10).default([]),
  model: z.string().max(200).optional(),
};

/**
 * PRODUCT.md §7 "AI": planning and generating decks as streams, block placeholders, quote
 * cards and keywords, and the references they draw on (upload/extract/url, extract/youtube).
 * The provider is read at each call (ctx.aiModel): the environment's (AI_BASE_URL…), else the
 * model the instance owner saved, else the built-in composer.
 * Free accounts have a daily allowance (AI_FREE_DAILY_CALLS); past it the answer is 40201.
 */
export function aiRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Answers are cached per provider, so a newly saved model never answers from the old one's cache.
  const placeholders = new WeakMap<Provider, BlockPlaceholders>();
  const placeholdersOf = (provider: Provider) => placeholders.get(provider) ?? placeholders.set(provider, new BlockPlaceholders(provider)).get(provider)!;
  const generations = new RunningGenerations();
  const checks = new SlideChecks();
  const allowance = (userId: number) => useAllowance(ctx.db, userId, ctx.settings.ai.freeDailyCalls);

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${A}/provider`,
    auth: true,
    // `configurable`: the caller is the instance owner, whom the create screen sends to the AI settings.
    handler: async ({ user }) => ({ ...describeProvider(await ctx.aiModel.provider()), configurable: await isInstanceOwner(ctx.db, ctx.settings, user.id) }),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${A}/slide/recommend-prompt`,
    auth: true,
    query: z.strictObject({ language: z.string().max(10).optional() }),
    handler: async ({ query }) => ({ prompts: recommendedPrompts(query.language) }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/slide/plan`,
    auth: true,
    // `kind`: the project the storyline is for; a page is planned as a hero, sections and a call to action.
    body: z.strictObject({ prompt: Prompt, options: GenerationOptions.optional(), kind: ProjectKind.default('presentation'), ...Sources }),
    answer: 'events',
    handler: async ({ user, body, signal }) => {
      await allowance(user.id);
      const references = await loadReferences(ctx, user.id, body.uploadIds, body.references);
      const provider = await ctx.aiModel.provider();
      async function* events() {
        yield { type: 'status', status: GenerationStatus.GeneratingOutlines };
        for await (const item of planStoryline(provider, { prompt: body.prompt, references, options: body.options, kind: body.kind, model: body.model, signal })) yield { type: 'item', item };
        yield { type: 'status', status: GenerationStatus.Finished };
      }
      return events();
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/slide/generate`,
    auth: true,
    body: z.strictObject({
      projectId: Id,
      storyline: z.array(StorylineItem).min(1).max(20),
      prompt: z.string().trim().max(4000).optional(),
      options: GenerationOptions.optional(),
      /** true for a new deck: the generated slides take the place of the project's pages. */
      replace: z.boolean().default(false),
      ...Sources,
    }),
    answer: 'events',
    handler: async ({ user, body, signal }) => {
      const [project] = await ctx.db.query<{ doc: Pick<ProjectDocument, 'themeId' | 'theme'> & { kind?: ProjectKind } }>(`select doc from projects where id = $1 and owner_id = $2`, [body.projectId, user.id]);
      if (!project) throw new AppError('NOT_FOUND');
      const deck = project.doc;
      const finish = generations.start(user.id);
      try {
        await allowance(user.id);
        const references = await loadReferences(ctx, user.id, body.uploadIds, body.references);
        const slides = generateSlides(await ctx.aiModel.provider(), {
          storyline: body.storyline,
          prompt: body.prompt,
          references,
          options: body.options,
          themeId: project.doc.themeId,
          // A page project gets page sections (hero, body, call to action), whatever the storyline says.
          kind: project.doc.kind ?? 'presentation',
          seed: `${body.projectId}-${Date.now()}`,
          model: body.model,
          signal,
        });
        async function* events() {
          try {
            yield { type: 'status', status: GenerationStatus.GeneratingSlides };
            let first = true;
            for await (const slide of slides) {
              // Checked (an overflowing slide shortened or split in two) before it reaches the document.
              const checked = await checks.check(slide, deck);
              const origin = slideOrigin(body.storyline[slide.index]?.text ?? '', slide.spec, references);
              for (const { page: fitted, scripts } of checked.pages) {
                // Each page remembers what it was made from, as it was placed, so regenerating it later keeps to that.
                const page = stampOrigin(fitted, origin);
                // The document as it was before this generation stays in the version history.
                if (first) await takeAutoVersion(ctx, body.projectId, user.id, 'ai');
                // Into the project's document as each slide is finished: open editors show it at once.
                await ctx.collab.edit(body.projectId, (ydoc) => placeSlide(ydoc, page, scripts, first && body.replace));
                first = false;
                const findings = checked.findings.filter((finding) => finding.pageId === page.id);
                yield { type: 'slide', index: slide.index, page, scripts, fit: checked.outcome, findings };
              }
            }
            yield { type: 'status', status: GenerationStatus.Finished };
          } finally {
            finish();
          }
        }
        return events();
      } catch (error) {
        finish();
        throw error;
      }
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/block/placeholder`,
    auth: true,
    body: z.strictObject({ type: z.enum(BLOCK_KINDS as [BlockKind, ...BlockKind[]]), block: BlockContent.optional(), prompt: Prompt, model: z.string().max(200).optional() }),
    handler: async ({ user, body }) => {
      await allowance(user.id);
      return { block: await placeholdersOf(await ctx.aiModel.provider()).fill({ type: body.type, block: body.block, prompt: body.prompt, model: body.model }) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/quote/generate`,
    auth: true,
    body: z.strictObject({ topic: Prompt, ...Sources }),
    handler: async ({ user, body }) => {
      await allowance(user.id);
      const references = await loadReferences(ctx, user.id, body.uploadIds, body.references);
      return generateQuote(await ctx.aiModel.provider(), { topic: body.topic, references, model: body.model });
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/quote/keywords`,
    auth: true,
    body: z.strictObject({ text: z.string().max(20_000).optional(), count: z.number().int().min(1).max(12).optional(), ...Sources }),
    handler: async ({ user, body }) => {
      await allowance(user.id);
      const references = await loadReferences(ctx, user.id, body.uploadIds, body.references);
      return { keywords: await generateKeywords(await ctx.aiModel.provider(), { text: body.text, references, count: body.count, model: body.model }) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/upload/extract/url',
    auth: true,
    body: z.strictObject({ url: z.string().trim().url().max(2048) }),
    handler: async ({ body }) => {
      const allowed = ctx.settings.ai.fetchAllow;
      const allowForTests = allowed.length > 0 ? (address: string, port: number) => allowed.includes(`${address}:${port}`) : undefined;
      return { reference: await refusedAsParameterError(() => extractUrl(body.url, { read: (page) => ctx.extractor.extract(page), allowForTests })) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/upload/extract/youtube',
    auth: true,
    body: z.strictObject({ url: z.string().trim().url().max(2048) }),
    handler: async ({ body }) => ({ reference: await refusedAsParameterError(() => extractYoutube(body.url)) }),
  });
}

function placeSlide(ydoc: Parameters<typeof insertPage>[0], page: Page, scripts: GeneratedSlide['scripts'], replacing: boolean): void {
  const existing = readProject(ydoc).pages.map((each) => each.id);
  insertPage(ydoc, replacing ? 0 : existing.length, page);
  if (replacing) for (const id of existing) deletePage(ydoc, id);
  if (scripts.length > 0) setScript(ydoc, page.id, scripts);
}

/**
 * Addresses the SSRF guard refuses, pages that are not articles or cannot be read within an
 * extraction thread's limits, and videos without transcripts are the caller's input problems.
 */
async function refusedAsParameterError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refused = [FetchRefusedError, TranscriptUnavailableError, DocumentTooLargeError, UnreadableDocumentError, UnsupportedDocumentError];
    if (refused.some((kind) => error instanceof kind)) throw new AppError('PARAMETER_ERROR', (error as Error).message);
    throw error;
  }
}
