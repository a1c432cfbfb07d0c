/** @folio/ai: model providers, generation pipelines, reference extraction and search (ARCHITECTURE.md, issue 7). */

// Providers
export { AiError, type AiErrorCode } from './providers/ai-error.ts';
export type { ChatMessage, ChatModel, ChatRequest } from './providers/chat-model.ts';
export { OpenAiCompatibleModel, type OpenAiCompatibleConfig } from './providers/openai-compatible.ts';
export { COMPOSER, createProvider, describeProvider, type ChatServerSettings, type Provider } from './providers/provider.ts';
export { generateStructured, streamStructured, type StructuredEvent, type StructuredRequest } from './providers/structured.ts';
export { parseTolerantJson } from './providers/tolerant-json.ts';

// Slides
export { SlideSpec, SLIDE_LAYOUTS, type SlideLayoutName } from './slides/slide-spec.ts';
export { buildPage } from './slides/build-page.ts';
export { fitSlide, type FittedSlide, type Overflows } from './slides/fit-slide.ts';

// Pipelines
export { planStoryline, type PlanRequest } from './pipelines/plan-storyline.ts';
export { generateSlides, regenerateSlide, type GenerateRequest, type RegenerateRequest } from './pipelines/generate-slides.ts';
export type { GeneratedSlide } from './pipelines/slide-output.ts';
export { deckReferences, sectionReference, slideOrigin, type SlideSection } from './pipelines/slide-origin.ts';
export { composeDocument } from './pipelines/compose-document.ts';
export { BlockPlaceholders, type PlaceholderRequest } from './pipelines/block-placeholder.ts';
export { generateKeywords, generateQuote, type QuoteRequest } from './pipelines/quote.ts';
export { pageText, writeSpeakerNotes } from './pipelines/speaker-notes.ts';
export { chatEdit, streamChatEdit } from './pipelines/chat-edit.ts';
export type { ChatEditEvent, ChatEditRequest, ChatEditResult, ChatMode } from './pipelines/chat-edit-request.ts';
export { blockAsCode, hasCode, type BlockCode } from './pipelines/block-code.ts';
export { suggestThemes, type SuggestThemesRequest, type ThemeSuggestion, type ThemeSummary } from './pipelines/theme-suggestions.ts';
export { referenceKeywords } from './composer/keywords.ts';
export { streamDiagram, type DiagramEvent, type DiagramRequest } from './pipelines/diagram.ts';
export { searchQuestions, type SearchQuestionsRequest } from './pipelines/search-questions.ts';

// Images
export { generateImage, type ImageModelConfig, type ImageRequest } from './images/openai-images.ts';
export { describeColors, enhanceImagePrompt, type EnhancePromptRequest, type ImageTheme } from './images/image-prompt.ts';
export { renderGenerativeImage, type CreateImageCanvas, type GenerativeImageRequest, type ImageCanvas } from './composer/generative-image.ts';

// References
export { EXTRACTABLE_EXTENSIONS, UnsupportedDocumentError, extractReference, type ExtractableExtension, type ReadableType } from './references/extract-file.ts';
export { DOCUMENT_LIMITS } from './references/document-limits.ts';
export { DocumentTooLargeError, UnreadableDocumentError } from './references/isolation/extraction-errors.ts';
export { ExtractionThreads, type ExtractionThreadOptions } from './references/isolation/extraction-threads.ts';
export { FetchRefusedError, guardedFetch, type FetchedResource, type GuardedFetchOptions } from './references/web/guarded-fetch.ts';
export { isPublicAddress } from './references/web/address-policy.ts';
export { extractUrl } from './references/web/extract-url.ts';
export { PROXIED_IMAGE_MAX_BYTES, fetchPublicImage } from './references/web/fetch-image.ts';
export { TranscriptUnavailableError, extractYoutube, youtubeVideoId, type YoutubeOptions } from './references/web/extract-youtube.ts';

// Search
export { SearchError, type SearchProvider, type SearchQuery } from './search/search-provider.ts';
export { LocalSearch, type SearchableProject, type SearchableReference } from './search/local-search.ts';
export { BraveSearch, SearxngSearch, TavilySearch } from './search/web-search.ts';
export { webSearchFor, type WebSearchConfig } from './search/web-search-config.ts';

// Speech
export { OpenAiSpeech, type SpeechModel } from './speech/openai-speech.ts';
