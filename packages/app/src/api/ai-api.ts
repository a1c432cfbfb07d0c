import { GenerateEvent, PlanEvent, Reference, ReferenceCard, type GenerationOptionsInput, type StorylineItem } from '@folio/contracts';
import { z } from 'zod';
import { postStream, type StreamOptions } from './event-stream.ts';
import { request } from './http.ts';

/**
 * The generation, reference and search calls of packages/server/AI-API.md that the AI
 * creation screens make, checked with the shapes of @folio/contracts the server sends.
 */

/** What plan and generate may draw on besides the prompt. */
export interface Sources {
  uploadIds: number[];
  references: Reference[];
  model?: string;
}

/** `configurable`: the caller runs the instance and may connect a model (the AI settings screen). */
const Provider = z.object({ kind: z.enum(['composer', 'openai-compatible']), model: z.string(), models: z.array(z.string()), configurable: z.boolean().default(false) });
export type Provider = z.infer<typeof Provider>;

const SearchEvent = z.discriminatedUnion('type', [z.object({ type: z.literal('card'), card: ReferenceCard }), z.object({ type: z.literal('done') })]);

const A = '/api2/v1/ai';
const Extracted = z.object({ reference: Reference }).transform((data) => data.reference);

/** Events of a stream whose shape this build does not know are skipped, as §8 skips unparsable lines. */
async function* parsed<T>(events: AsyncGenerator<unknown>, schema: z.ZodType<T>): AsyncGenerator<T> {
  for await (const event of events) {
    const result = schema.safeParse(event);
    if (result.success) yield result.data;
  }
}

export const aiApi = {
  provider: () => request('GET', `${A}/provider`, { schema: Provider }),
  recommendedPrompts: (language: string) => request('GET', `${A}/slide/recommend-prompt`, { query: { language }, schema: z.object({ prompts: z.array(z.string()) }) }).then((data) => data.prompts),
  plan: (body: { prompt: string; options: GenerationOptionsInput; kind: 'presentation' | 'page' } & Sources, options?: StreamOptions) => parsed(postStream(`${A}/slide/plan`, body, options), PlanEvent),
  generate: (body: { projectId: string; storyline: StorylineItem[]; prompt: string; options: GenerationOptionsInput; replace: boolean } & Sources, options?: StreamOptions) =>
    parsed(postStream(`${A}/slide/generate`, body, options), GenerateEvent),
};

export const referenceApi = {
  extractUrl: (url: string) => request('POST', '/api2/v1/upload/extract/url', { body: { url }, schema: Extracted }),
  extractYoutube: (url: string) => request('POST', '/api2/v1/upload/extract/youtube', { body: { url }, schema: Extracted }),
};

export const searchApi = {
  recommend: () => request('GET', `${A}/search/recommend`, { schema: z.object({ keywords: z.array(z.string()) }) }).then((data) => data.keywords),
  search: (query: string, options?: StreamOptions) => parsed(postStream(`${A}/search`, { query, domain: 'All' }, options), SearchEvent),
};

/** project/create for a generated deck: the theme picked on the prompt step and a working title. */
export const aiProjectApi = {
  create: (kind: 'presentation' | 'page', title: string, themeId: string) =>
    request('POST', '/api2/v1/project/create', { body: { kind, title, themeId }, schema: z.object({ id: z.coerce.string() }) }).then((project) => project.id),
};
