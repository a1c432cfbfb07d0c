/**
 * @folio/contracts: the facts more than one package keeps to — shapes sent over HTTP and
 * streams, the PRODUCT.md §8 catalogue, §3 languages and flags, §9 limits and the
 * collaboration message codes. A leaf: it imports zod and nothing else of Folio's.
 */

export * from './languages.ts';
export * from './limits.ts';
export * from './onboarding-flags.ts';
export { CATALOGUE, catalogueEntry, type CatalogueKey, type ClientBehaviour } from './errors/catalogue.ts';
export { MESSAGE_AWARENESS, MESSAGE_SAVED, MESSAGE_SYNC } from './collab/message-codes.ts';

// AI shapes sent over HTTP and streams
export { GenerateEvent, GenerationOptions, GenerationStatus, PlanEvent, StorylineItem, type GenerationOptionsInput } from './ai/generation.ts';
export { QuoteCard } from './ai/quote-card.ts';
export { MAX_CELL_CHARS, MAX_HEADING_CHARS, MAX_PARAGRAPH_CHARS, NumberFact, Reference, ReferenceSection, ReferenceTable } from './ai/reference.ts';
export { ReferenceCard, SearchTime } from './ai/reference-card.ts';
