import { blockAsCode, deckReferences, hasCode, pageText, regenerateSlide, streamChatEdit, suggestThemes, type ChatMode } from '@folio/ai';
import { contentNodes, type EditOperation, type ProjectDocument } from '@folio/layout';
import { GenerationOptions, Reference } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { AuthUser } from '../auth/tokens.ts';
import { useAllowance } from '../domains/ai/allowance.ts';
import { finishAnswer, startExchange, voteOnMessage } from '../domains/ai/chat-messages.ts';
import { loadReferences } from '../domains/ai/references.ts';
import { SlideChecks } from '../domains/ai/slide-checks.ts';
import { listThemes } from '../domains/themes/custom-themes.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { Id } from '../validation/ids.ts';
import { takeAutoVersion } from '../domains/history/version-store.ts';

const A = '/api2/v1/ai';

/** The optional sources of AI-API.md: bound document uploads, references answered earlier, a model of the picker. */
export const Sources = {
  uploadIds: z.array(Id).max(10).default([]),
  references: z.array(Reference).max(10).default([]),
  model: z.string().max(200).optional(),
};

const ChatMessage = z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) });
const ChatBody = z.strictObject({
  projectId: Id,
  messages: z
    .array(ChatMessage)
    .min(1)
    .max(40)
    // zod runs the check on a list min(1) already refused: an empty list must fail it, not throw (a 500).
    .refine((messages) => messages.at(-1)?.role === 'user' && messages.at(-1)!.content.trim() !== '', 'the last message is the user’s instruction'),
  selection: z.strictObject({ pageId: z.string().max(200).optional(), blockId: z.string().max(200).optional() }).optional(),
  ...Sources,
});

/** Regenerations asked per page of this server: each one shows the next alternative. */
const MAX_REMEMBERED_PAGES = 10_000;

/**
 * PRODUCT.md §7 "AI", the calls the editor makes on an open deck (AI-API.md "Chat in the
 * editor" and slide/regenerate): chat edits streamed as a reply and operations, votes on
 * answers, one slide made again, theme suggestions and a block's data as code. They read the project's live document (the open room's,
 * else the stored one) and never write it: the editor applies what they answer as one
 * undoable change. Someone else's project does not exist for them.
 */
export function aiChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const attempts = new Map<string, number>();
  const checks = new SlideChecks();

  async function ownedDocument(userId: number, projectId: number): Promise<ProjectDocument> {
    const [owned] = await ctx.db.query(`select id from projects where id = $1 and owner_id = $2`, [projectId, userId]);
    const document = owned ? await ctx.collab.read(projectId) : undefined;
    if (!document) throw new AppError('NOT_FOUND');
    return document;
  }

  async function chat({ user, body, signal }: { user: AuthUser; body: z.infer<typeof ChatBody>; signal: AbortSignal }, mode: ChatMode): Promise<AsyncIterable<unknown>> {
    const document = await ownedDocument(user.id, body.projectId);
    await useAllowance(ctx.db, user.id, ctx.settings.ai.freeDailyCalls);
    const references = await loadReferences(ctx, user.id, body.uploadIds, body.references);
    const listed = await listThemes(ctx, user.id);
    const themes = listed.map((theme) => theme.id);
    const themeNames = Object.fromEntries(listed.map(({ id, json }) => [id, json.themeName]));
    const instruction = body.messages.at(-1)!.content;
    const messageId = await startExchange(ctx.db, { userId: user.id, projectId: body.projectId, mode, instruction });
    const edits = streamChatEdit(await ctx.aiModel.provider(), {
      instruction,
      history: body.messages.slice(0, -1),
      document,
      selection: body.selection,
      references,
      themes,
      themeNames,
      mode,
      model: body.model,
      signal,
    });
    async function* events() {
      let content = '';
      let operations: EditOperation[] | undefined;
      try {
        yield { type: 'message', id: messageId };
        for await (const event of edits) {
          if (event.type === 'text') content += event.delta;
          else {
            operations = event.operations;
            // The editor applies the operations as they arrive: the document before them stays in the version history.
            if (operations.length > 0) await takeAutoVersion(ctx, body.projectId, user.id, 'ai');
          }
          yield event;
        }
        yield { type: 'done' };
      } finally {
        await finishAnswer(ctx.db, messageId, { content, operations, failed: operations === undefined });
      }
    }
    return events();
  }

  const chatRoutes: [string, ChatMode][] = [
    [`${A}/chat2`, 'edit'],
    [`${A}/design-chat2`, 'design'],
    ['/api/sophie/v1/aiInteraction/aiChatV2', 'edit'],
    [`${A}/chat/test`, 'edit'],
  ];
  for (const [url, mode] of chatRoutes) {
    defineRoute(app, ctx, { method: 'POST', url, auth: true, body: ChatBody, answer: 'events', handler: (input) => chat(input, mode) });
  }

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/chat/feedback`,
    auth: true,
    body: z.strictObject({ messageId: Id, vote: z.enum(['up', 'down']).nullable() }),
    handler: async ({ user, body }) => {
      await voteOnMessage(ctx.db, user.id, body.messageId, body.vote);
      return {};
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/slide/regenerate`,
    auth: true,
    body: z.strictObject({ projectId: Id, pageId: z.string().min(1).max(200), prompt: z.string().trim().max(4000).optional(), options: GenerationOptions.optional(), ...Sources }),
    handler: async ({ user, body, signal }) => {
      const document = await ownedDocument(user.id, body.projectId);
      const index = document.pages.findIndex((page) => page.id === body.pageId);
      if (index === -1) throw new AppError('NOT_FOUND');
      await useAllowance(ctx.db, user.id, ctx.settings.ai.freeDailyCalls);
      const references = await loadReferences(ctx, user.id, body.uploadIds, body.references);
      const key = `${body.projectId}/${body.pageId}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      if (attempts.size >= MAX_REMEMBERED_PAGES) attempts.clear();
      attempts.set(key, attempt);
      const page = document.pages[index]!;
      // A body slide is made again from its own section; the cover and the closing speak for every section the deck showed.
      const isBody = index > 0 && index < document.pages.length - 1;
      const section = isBody ? page.origin?.section : undefined;
      const slide = await regenerateSlide(await ctx.aiModel.provider(), {
        // What each slide was generated for; a slide made by hand is about its first line.
        storyline: document.pages.map((each, at) => ({ id: `item-${at + 1}`, text: each.origin?.item || (pageText(each)[0] ?? '').slice(0, 500).trim() || `Slide ${at + 1}` })),
        index,
        kind: document.kind,
        pageId: body.pageId,
        prompt: body.prompt,
        options: body.options,
        references: section ? [] : [...references, ...deckReferences(document.pages.map((each) => each.origin))],
        section,
        current: page,
        themeId: document.themeId,
        attempt,
        model: body.model,
        signal,
      });
      // Shortened if it overflows, never split: it takes the place of one slide.
      const checked = await checks.check(slide, document, { split: false });
      // The editor puts the new slide in place of the old: the document before it stays in the version history.
      await takeAutoVersion(ctx, body.projectId, user.id, 'ai');
      return { page: checked.pages[0]!.page, scripts: slide.scripts, findings: checked.findings };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/design`,
    auth: true,
    body: z.strictObject({ projectId: Id, prompt: z.string().trim().max(4000).default(''), count: z.number().int().min(1).max(6).default(3), model: Sources.model }),
    answer: 'events',
    handler: async ({ user, body, signal }) => {
      const document = await ownedDocument(user.id, body.projectId);
      await useAllowance(ctx.db, user.id, ctx.settings.ai.freeDailyCalls);
      const themes = (await listThemes(ctx, user.id)).map(({ id, json }) => ({ id, name: json.themeName, mode: json.mode, accent: json.seedColor }));
      const suggestions = suggestThemes(await ctx.aiModel.provider(), {
        prompt: body.prompt,
        deckText: [document.title, ...document.pages.flatMap(pageText)].join('\n'),
        themes,
        currentThemeId: document.themeId,
        count: body.count,
        model: body.model,
        signal,
      });
      async function* events() {
        for await (const theme of suggestions) yield { type: 'theme', theme };
        yield { type: 'done' };
      }
      return events();
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${A}/chat/code`,
    auth: true,
    body: z.strictObject({ projectId: Id, pageId: z.string().min(1).max(200), blockId: z.string().min(1).max(200) }),
    answer: 'events',
    handler: async ({ user, body }) => {
      const document = await ownedDocument(user.id, body.projectId);
      const page = document.pages.find((each) => each.id === body.pageId);
      const block = page && contentNodes(page.layout).find((node) => node.id === body.blockId);
      if (!block) throw new AppError('NOT_FOUND');
      if (!hasCode(block.content)) throw new AppError('PARAMETER_ERROR');
      const { language, code } = blockAsCode(block.content);
      async function* events() {
        for (const line of code.split(/(?<=\n)/)) yield { type: 'code', language, delta: line };
        yield { type: 'done' };
      }
      return events();
    },
  });
}
