import { z } from 'zod';

/** A number found in a source, with the words around it that say what it counts. */
export const NumberFact = z
  .object({
    /** As written in the source, e.g. '$42M', '38%', '1,200'. */
    display: z.string().min(1).max(40),
    value: z.number().finite(),
    /** What the number measures, taken from its sentence. */
    label: z.string().max(200),
    /** The sentence it came from. */
    sentence: z.string().max(2000),
  })
  .strict();
export type NumberFact = z.infer<typeof NumberFact>;

/** The longest heading or title, and table cell, a reference keeps; extractors cut longer ones. */
export const MAX_HEADING_CHARS = 500;
export const MAX_CELL_CHARS = 2000;

/** A table as rows of cell text; the first row is the header when the source had one. */
export const ReferenceTable = z.array(z.array(z.string().max(MAX_CELL_CHARS))).min(1);
export type ReferenceTable = z.infer<typeof ReferenceTable>;

/**
 * The longest paragraph a reference keeps; longer ones are split at sentence ends. Composing
 * reads paragraphs with patterns whose cost grows with their length (a paragraph of a million
 * `(` took one of them minutes), and no slide quotes more than a few sentences.
 */
export const MAX_PARAGRAPH_CHARS = 4000;

export const ReferenceSection = z
  .object({
    heading: z.string().max(MAX_HEADING_CHARS),
    /** 1 for a chapter, 2 and more for sub-sections; 0 for text before any heading. */
    level: z.number().int().min(0).max(6),
    paragraphs: z.array(z.string().max(MAX_PARAGRAPH_CHARS)),
    tables: z.array(ReferenceTable),
    numbers: z.array(NumberFact),
    /**
     * A pptx slide's speaker notes are its last `notes` paragraphs: worth reading as a source,
     * but never shown to the audience (the deck roast leaves them off the slide).
     */
    notes: z.number().int().min(1).optional(),
  })
  .strict();
export type ReferenceSection = z.infer<typeof ReferenceSection>;

const ReferenceSource = z
  .object({
    kind: z.enum(['file', 'url', 'video', 'text']),
    /** File name, page address or video link. */
    name: z.string().max(2048),
  })
  .strict();

/** What every extractor produces: the text and structure of one uploaded or fetched source. */
export const Reference = z
  .object({
    title: z.string().max(MAX_HEADING_CHARS),
    source: ReferenceSource,
    sections: z.array(ReferenceSection),
    /** Images found in the source, as data: URIs or addresses, kept as image references. */
    images: z.array(z.object({ src: z.string(), alt: z.string().default('') }).strict()).optional(),
  })
  .strict();
export type Reference = z.infer<typeof Reference>;
