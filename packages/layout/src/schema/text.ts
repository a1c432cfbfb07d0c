import { z } from 'zod';
import { Color, Href } from './primitives.ts';

/** The paragraph style roles a theme defines (PRODUCT.md §3). */
export const ParagraphRole = z.enum([
  'display',
  'title',
  'headline',
  'subheadline',
  'subheadline2',
  'normalText',
  'caption',
  'link',
]);
export type ParagraphRole = z.infer<typeof ParagraphRole>;

export const Marks = z
  .object({
    bold: z.boolean(),
    italic: z.boolean(),
    underline: z.boolean(),
    strike: z.boolean(),
    link: Href,
    color: Color,
  })
  .partial()
  .strict();
export type Marks = z.infer<typeof Marks>;

export const Span = z.object({ text: z.string(), marks: Marks.optional() }).strict();
export type Span = z.infer<typeof Span>;

export const TextAlign = z.enum(['start', 'center', 'end', 'justify']);
export type TextAlign = z.infer<typeof TextAlign>;

export const Paragraph = z
  .object({
    role: ParagraphRole.default('normalText'),
    spans: z.array(Span),
    align: TextAlign.optional(),
    /** 'auto' takes the direction of the first strong character (UAX #9). */
    direction: z.enum(['auto', 'ltr', 'rtl']).optional(),
    /** BCP 47; picks the regional CJK font (zh-TW → Traditional, ja, ko). */
    lang: z.string().min(2).max(35).optional(),
    list: z
      .object({ kind: z.enum(['bullet', 'ordered']), level: z.number().int().min(0).max(4).default(0) })
      .strict()
      .optional(),
    /**
     * What belongs here, shown only while the paragraph is empty and only in the editor, like an
     * empty field's placeholder: an outline deck's "what to say here" is guidance, never content, so
     * no export, share page or thumbnail draws it (issue 17).
     */
    hint: z.string().trim().min(1).max(300).optional(),
  })
  .strict();
export type Paragraph = z.infer<typeof Paragraph>;
