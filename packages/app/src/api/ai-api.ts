import { z } from 'zod';
import { postStream, type StreamOptions } from './event-stream.ts';
import { request } from './http.ts';

/**
 * The generation, reference and search calls of packages/server/AI-API.md that the AI
 * creation screens make. Shapes mirror `@folio/ai` (which the app does not bundle: it holds
 * the server's providers and extractors); only the fields the screens read are checked.
 */

/** §4 generation status, as the streams send it. */
export const GenerationStatus = { Initial: -1, GeneratingOutlines: 1, GeneratingSlides: 2, Finished: 9999 } as const;

export const StorylineItem = z.object({ id: z.string(), text: z.string() });
export type StorylineItem = z.infer<typeof StorylineItem>;

/** `GenerationOptions` of @folio/ai: language is a §3 service id or 'auto'. */
export interface GenerationOptions {
  slideCount?: number;
  slideCountPicked?: boolean;
  variant?: number;
  language: string;
  audience?: string;
  tone?: string;
  title?: string;
}

/** A source the server extracted (upload/extract/*); passed back to plan and generate untouched. */
export const Reference = z.looseObject({ title: z.string(), source: z.object({ kind: z.string(), name: z.string() }) });
export type Reference = z.infer<typeof Reference>;

export const ReferenceCard = z.object({
  title: z.string(),
  url: z.string().optional(),
  snippet: z.string(),
  origin: z.enum(['web', 'reference', 'project']),
  time: z.string().optional(),
  /** A thumbnail's address, shown through the server's `/image/u` proxy. */
  image: z.string().optional(),
  citation: z.string().optional(),
  /** A card from one of the user's uploads: generations take it by upload id. */
  uploadId: z.number().optional(),
  /** A card from the user's own uploads or projects carries the passage, ready to use. */
  reference: Reference.optional(),
});
export type ReferenceCard = z.infer<typeof ReferenceCard>;

/** What plan and generate may draw on besides the prompt. */
export interface Sources {
  uploadIds: number[];
  references: Reference[];
  model?: string;
}

/** `configurable`: the caller runs the instance and may connect a model (the AI settings screen). */
const Provider = z.object({ kind: z.enum(['composer', 'openai-compatible']), model: z.string(), models: z.array(z.string()), configurable: z.boolean().default(false) });
export type Provider = z.infer<typeof Provider>;

const PlanEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.number() }),
  z.object({ type: z.literal('item'), item: StorylineItem }),
]);
export type PlanEvent = z.infer<typeof PlanEvent>;

/** The page and scripts of a `slide` event are written by the server into the project; the app only counts them. */
const GenerateEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.number() }),
  z.object({ type: z.literal('slide'), index: z.number() }),
]);
export type GenerateEvent = z.infer<typeof GenerateEvent>;

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
  plan: (body: { prompt: string; options: GenerationOptions; kind: 'presentation' | 'page' } & Sources, options?: StreamOptions) => parsed(postStream(`${A}/slide/plan`, body, options), PlanEvent),
  generate: (body: { projectId: string; storyline: StorylineItem[]; prompt: string; options: GenerationOptions; replace: boolean } & Sources, options?: StreamOptions) =>
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
