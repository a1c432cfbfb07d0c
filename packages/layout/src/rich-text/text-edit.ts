import type { Marks, Paragraph } from '../schema/text.ts';

/**
 * A text block's paragraphs seen as one string: paragraph texts joined by '\n', so an
 * offset names a place in the whole block. This is the shape of a Y.Text (the editor's
 * collaborative text), so every edit below maps one to one onto a Y.Text operation.
 */
export type ParagraphAttrs = Partial<Pick<Paragraph, 'role' | 'align' | 'direction' | 'lang' | 'list' | 'hint'>>;

/** A mark set to null is removed; an absent mark is left as it is. */
export type MarksPatch = { [K in keyof Marks]?: Marks[K] | null };

/** Paragraph attributes set to null are removed (role falls back to normalText). */
export type ParagraphPatch = { [K in keyof ParagraphAttrs]?: ParagraphAttrs[K] | null };

export type TextEdit =
  /** '\n' in the text splits paragraphs; the new ones take the attributes of the one split */
  | { type: 'insert'; at: number; text: string; marks?: Marks }
  /** deleting a '\n' merges the next paragraph into this one */
  | { type: 'delete'; from: number; to: number }
  | { type: 'format'; from: number; to: number; marks: MarksPatch }
  /** every paragraph the range touches */
  | { type: 'paragraph'; from: number; to: number; attrs: ParagraphPatch };

export class TextEditError extends Error {
  override readonly name = 'TextEditError';
}
